import { CONSENT_GATE_SCRIPT } from '../src/shared/consent.js';

/**
 * The start of every page's head, built on the server only: the consent gate (SPEC §2.1), first so that no
 * stylesheet it would wait for delays it.
 */
export function headHtmlBegin(): string {
  return `<script id="consent-gate">${CONSENT_GATE_SCRIPT}</script>`;
}
