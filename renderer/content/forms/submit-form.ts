import type { FormSubmittedResponseDto } from '../../../modules/forms/forms.dto.js';
import type { FormKind } from '../../../modules/forms/forms.contract.js';

export type SubmitOutcome = { ok: true; response: FormSubmittedResponseDto } | { ok: false; status: number };

/** SPEC §7.1: a non-idempotent request is retried once on these statuses. */
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Posts a form as JSON (the only content type the endpoints accept). Never throws: status 0 is a network error. */
export async function submitForm(kind: FormKind, body: Record<string, unknown>): Promise<SubmitOutcome> {
  let status = 0;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const response = await fetch(`/api/forms/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status === 201) return { ok: true, response: (await response.json()) as FormSubmittedResponseDto };
      status = response.status;
      if (!RETRY_STATUSES.has(status)) break;
    } catch {
      return { ok: false, status: 0 };
    }
  }
  return { ok: false, status };
}
