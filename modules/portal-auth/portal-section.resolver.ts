import { Inject, Injectable, Logger } from '@nestjs/common';
import { type OidcClientConfig, oidcClientConfig } from './oidc-client.config.js';
import type { SectionRequest, SectionResolver, SectionResult } from '../routing/index.js';
import { type RoutingConfig, routingConfig } from '../routing/index.js';
import { LOGIN_ROUTE } from './auth-routes.js';
import { PortalPages } from './portal-pages.js';
import { PortalSessionService, SESSION_COOKIE } from './portal-session.service.js';
import { AUTH_FAILURES, type PortalUser, isAuthFailure } from './portal.contract.js';
import { servicesFromRoles } from './services-from-roles.js';
import type { UserProfile } from '../identity-provider/identity.contract.js';

export const CALLBACK_SECTION = 'callback';

const toPortalUser = (profile: UserProfile): PortalUser => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  fullName: profile.fullName,
  initials: profile.initials,
  email: profile.email,
  companyName: profile.companyName,
});

/**
 * The customer area's pages (`/{locale}/{portal}/**`, SPEC §2.2, §6) and the sign-in callback page
 * (`/{locale}/callback`). Portal pages need a signed-in user: without one they redirect to sign-in and back.
 */
@Injectable()
export class PortalSection implements SectionResolver {
  private readonly logger = new Logger(PortalSection.name);
  readonly sections: readonly string[];
  readonly personal = true as const;

  constructor(
    @Inject(oidcClientConfig.KEY) private readonly oidc: OidcClientConfig,
    @Inject(routingConfig.KEY) private readonly routes: RoutingConfig,
    private readonly sessions: PortalSessionService,
    private readonly pages: PortalPages,
  ) {
    this.sections = [routes.portalSegment, CALLBACK_SECTION];
  }

  async resolve(request: SectionRequest): Promise<SectionResult | undefined> {
    const { rest, locale } = request;
    if (rest[0] === CALLBACK_SECTION) return rest.length === 1 ? this.callback(request) : undefined;
    // The customer area belongs to the main site: under a brand or event site's slug it is not found (SPEC §2.3).
    if (request.site.slug !== null) {
      return {
        kind: 'not-found',
        message: `Page not found: /${[locale.urlCode, request.site.slug, ...rest].join('/')}`,
      };
    }

    const session = await this.sessions.find(request.cookies[SESSION_COOKIE]);
    if (!session) {
      const returnTo = `/${[locale.urlCode, ...rest].join('/')}${request.search}`;
      return { kind: 'redirect', location: `${LOGIN_ROUTE}?returnTo=${encodeURIComponent(returnTo)}` };
    }
    const user = toPortalUser(session.profile);
    const basePath = `/${locale.urlCode}/${this.routes.portalSegment}`;
    const signedInUser = { fullName: user.fullName, initials: user.initials, logoutHref: `${basePath}/logout` };
    if (rest.length > 1) {
      // A registered sub-page (e.g. tickets) answers with the signed-in user's profile; anything else is a 404.
      const result = await this.pages.get(rest[1])?.resolve({ ...request, user: session.profile, basePath });
      if (!result) return { kind: 'not-found', message: `Page not found: /${locale.urlCode}/${rest.join('/')}` };
      return result.kind === 'view' ? { ...result, signedInUser } : result;
    }
    return {
      kind: 'view',
      view: {
        section: 'portal',
        name: 'dashboard',
        title: user.fullName,
        description: '',
        payload: {
          user,
          access: servicesFromRoles(session.profile.roles),
          basePath,
        },
      },
      breadcrumbs: [],
      signedInUser,
    };
  }

  /** The callback page without the provider's parameters: the login error (SPEC §8), then home after 30 s. */
  private callback(request: SectionRequest): SectionResult {
    const failed = new URLSearchParams(request.search).get('failed');
    const failure = isAuthFailure(failed) ? failed : 'missing-params';
    if (failure === 'missing-params' && failed === null) this.logger.warn('sign-in callback: missing params');
    return {
      kind: 'view',
      view: {
        section: 'portal',
        name: 'sign-in-failed',
        title: AUTH_FAILURES[failure],
        description: '',
        payload: {
          failure,
          message: AUTH_FAILURES[failure],
          homeHref: `/${request.locale.urlCode}`,
          waitMs: this.oidc.loginFailureWaitMs,
        },
      },
      breadcrumbs: [],
    };
  }
}
