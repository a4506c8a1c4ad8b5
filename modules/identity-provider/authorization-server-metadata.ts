import type { IncomingMessage, ServerResponse } from 'node:http';
import { EMBEDDED_ISSUER_PATH } from './embedded-issuer-route.js';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * RFC 8414 §3: the metadata of the issuer `{origin}/oidc` is at `/.well-known/oauth-authorization-server/oidc` (the
 * well-known segment goes between the origin and the issuer's path). Mounted there, it answers what the provider's
 * own discovery answers (same issuer, endpoints and Cache-Control), by handing the request to the provider as
 * `GET /oidc/.well-known/openid-configuration`.
 */
export const AUTHORIZATION_SERVER_METADATA_PATH = `/.well-known/oauth-authorization-server${EMBEDDED_ISSUER_PATH}`;

export function authorizationServerMetadata(provider: Handler) {
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void): void => {
    // Below the mount point middie leaves the rest of the path (`/`, `/?x`); anything longer is not this document.
    const rest = req.url ?? '/';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^\/?(?:\?|$)/.test(rest)) {
      next();
      return;
    }
    const query = rest.slice(rest.indexOf('?') === -1 ? rest.length : rest.indexOf('?'));
    req.url = `/.well-known/openid-configuration${query}`;
    // oidc-provider takes its mount path from originalUrl minus url: the issuer's, so endpoint URLs stay right.
    req.originalUrl = `${EMBEDDED_ISSUER_PATH}${req.url}`;
    provider(req, res, next);
  };
}
