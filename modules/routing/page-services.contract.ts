import type { SiteChromeDto } from './layout.dto.js';
import type { IncomingHttpHeaders } from 'node:http';
import type { ResolvedRoute } from './routing.contract.js';

/**
 * What Vike pages may call on the server, in-process (never over HTTP). Pages import this type only; the
 * implementation is built from Nest providers in `src/app/app.ts`. The request's cache scope reaches the services
 * through the request context (nestjs-cls), so a page never handles server-side state.
 */
export interface PageServices {
  /** SPEC §2.1–§2.3: the page, redirect or not-found for a public URL. */
  resolveRoute(pathname: string, search: string, headers: IncomingHttpHeaders): Promise<ResolvedRoute>;
  /** The site chrome at this URL (`PageLayout.chrome.url`), as the route resolved just before built it. */
  chromeAt(url: string): SiteChromeDto | undefined;
  /**
   * SPEC §8 error page: a page's fatal or unhandled error, logged once as a JSON line with the request id (the page
   * then shows the error page); empty error objects are not logged. Answers the page's status: 503 when an upstream
   * service failed (try again), else 500.
   */
  reportError(error: unknown, context: { url: string; requestId: string }): 500 | 503;
}

/** Fields the server adds to every Vike page context (see renderer/vike.d.ts). */
export interface ServerPageContextInit {
  services: PageServices;
  requestId: string;
  /** A form sent without JavaScript that is shown again: what was entered and why it was refused (SPEC §5). */
  formPost?: FormPostState;
}

/** The state of a natively posted form re-rendered by the server (the field paths as the form names them). */
export interface FormPostState {
  kind: string;
  values: Record<string, unknown>;
  errors: Record<string, { key: string; params?: Record<string, number> }>;
  /** Set when the values were fine but sending failed (too many submissions, the bot check). */
  failure?: 'generic' | 'rateLimited';
}
