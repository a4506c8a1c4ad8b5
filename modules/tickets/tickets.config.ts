import { defineConfig } from '../../src/core/config/define-config.js';
import { UPSTREAM_URL_SCHEMES as HTTP_URL, refusePlainHttpInProduction } from '../../src/core/config/upstream-url.js';

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

/**
 * What one customer may put on the server's disk. "Pending" bytes are uploads no ticket has claimed yet; "stored"
 * bytes are all of them, pending included. Sizes in bytes. (The directory is core storage: UPLOADS_DIR.)
 */
export interface UploadLimits {
  pendingPerUser: number;
  pendingPerCompany: number;
  storedPerUser: number;
  storedPerCompany: number;
  /** Uploads a user may start per window (UPLOAD_RATE_LIMIT per UPLOAD_RATE_WINDOW_SECONDS); beyond that 429. */
  ratePerWindow: number;
  rateWindowMs: number;
  /** Free bytes the upload directory's file system keeps; an upload that would go below answers 507. */
  minFreeDiskBytes: number;
}

/**
 * Where the tickets live (SPEC §7.6, issue 33): `builtin` is this server's own tables; `graphql` is an upstream
 * ticketing service speaking the schema `/api/tickets-proxy` serves, at TICKETING_URL, or at SERVICE_INFO_URL when
 * only that is set (the spec's fallback to the service-information endpoint).
 */
export type TicketingSource = { kind: 'builtin' } | { kind: 'graphql'; url: string };

export interface TicketsConfig {
  uploads: UploadLimits;
  source: TicketingSource;
  /** SERVICE_INFO_URL: the service-information endpoint (validated here; ticketing falls back to it). */
  serviceInfoUrl: string | undefined;
}

export const ticketsConfig = defineConfig('tickets', (env): TicketsConfig => ({
  uploads: {
    pendingPerUser: env.bytes('UPLOAD_PENDING_MAX_BYTES_PER_USER', 200 * MIB, 1),
    pendingPerCompany: env.bytes('UPLOAD_PENDING_MAX_BYTES_PER_COMPANY', 500 * MIB, 1),
    storedPerUser: env.bytes('UPLOAD_STORED_MAX_BYTES_PER_USER', 2 * GIB, 1),
    storedPerCompany: env.bytes('UPLOAD_STORED_MAX_BYTES_PER_COMPANY', 10 * GIB, 1),
    ratePerWindow: env.int('UPLOAD_RATE_LIMIT', 20, 1),
    rateWindowMs: env.duration('UPLOAD_RATE_WINDOW_SECONDS', 60, 's', 1, 86_400),
    minFreeDiskBytes: env.bytes('UPLOAD_MIN_FREE_DISK_BYTES', GIB, 0),
  },
  ...ticketingSource(
    refusePlainHttpInProduction(env, 'TICKETING_URL', env.url('TICKETING_URL', HTTP_URL)),
    refusePlainHttpInProduction(env, 'SERVICE_INFO_URL', env.url('SERVICE_INFO_URL', HTTP_URL)),
  ),
}));

function ticketingSource(
  ticketingUrl: string | undefined,
  serviceInfoUrl: string | undefined,
): Pick<TicketsConfig, 'source' | 'serviceInfoUrl'> {
  const url = ticketingUrl ?? serviceInfoUrl;
  return { source: url ? { kind: 'graphql', url } : { kind: 'builtin' }, serviceInfoUrl };
}
