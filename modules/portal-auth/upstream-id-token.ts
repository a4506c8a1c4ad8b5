import { ClsServiceManager, type ClsStore } from 'nestjs-cls';

/**
 * The signed-in user's ID token for the request this code runs for, so an adapter can forward it upstream as
 * `ciam_id_token` (SPEC §7.6) without the token travelling with the user's profile: the viewer objects reach page
 * data and the browser, the request context never does. Set where the portal session (or the bearer token) is
 * resolved: PortalGuard for the API, PortalArea for the pages.
 */
interface PortalIdTokenStore extends ClsStore {
  portalIdToken?: string;
}

const cls = () => ClsServiceManager.getClsService<PortalIdTokenStore>();

export function rememberPortalIdToken(idToken: string): void {
  // Outside a request (a worker, a test calling a service) there is nobody to forward.
  if (cls().isActive()) cls().set('portalIdToken', idToken);
}

/** The ID token of the request's portal user; undefined outside a portal request. */
export function currentPortalIdToken(): string | undefined {
  return cls().isActive() ? cls().get('portalIdToken') : undefined;
}
