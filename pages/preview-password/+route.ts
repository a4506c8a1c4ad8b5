import type { PageContext } from 'vike/types';

/**
 * The preview-password form (SPEC §2.7), rendered by the server in place of any page the gate holds back
 * (src/app/vike.ts): `/preview-password/{first segment of the requested URL}`, which names its language.
 */
const GATE_PATH = /^\/preview-password(?:\/([^/]*))?$/;

export default function route(pageContext: PageContext) {
  const match = GATE_PATH.exec(pageContext.urlPathname);
  if (!match) return false;
  return { routeParams: { from: match[1] ?? '' }, precedence: 10 };
}
