import { type UpstreamGraphql, UpstreamGraphqlError } from '../../src/core/http-client/index.js';
import type { UpstreamMonitor } from '../health/index.js';
import { currentPortalIdToken } from '../portal-auth/index.js';
import { TicketsErrors } from './tickets.errors.js';

/** What an upstream refusal means to the caller, by the status the upstream answered (its message given). */
export type TicketingRefusals = Record<400 | 403 | 404 | 409, (message: string) => Error>;

const isRefusal = (status: number | undefined, refusals: TicketingRefusals): status is keyof TicketingRefusals =>
  status !== undefined && status in refusals;

/**
 * One call to the upstream ticketing service as the request's user (their ID token in `ciam_id_token`, SPEC §7.6):
 * a refusal keeps its meaning (`refusals`); anything else (no answer, a 5xx, an answer without data) counts against the
 * upstream's health and is TicketingUnavailable (503). Customers' tickets and the agents' desk both call through it.
 */
export async function callTicketingAsUser<T>(
  upstream: UpstreamGraphql,
  monitor: UpstreamMonitor,
  refusals: TicketingRefusals,
  document: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const idToken = currentPortalIdToken();
  // Without the user's token the upstream would answer 401 for sure; that is a wiring fault here, not theirs.
  if (!idToken) throw TicketsErrors.TicketingUnavailable();
  try {
    return await upstream.request<T>(document, variables, { idToken });
  } catch (error) {
    if (error instanceof UpstreamGraphqlError && isRefusal(error.status, refusals)) {
      throw refusals[error.status](error.message);
    }
    monitor.failed(error);
    throw TicketsErrors.TicketingUnavailable();
  }
}
