import { Inject, Injectable, Logger } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import {
  type PageArea,
  type PageContext,
  type RoutingConfig,
  type SectionResult,
  definePages,
  page,
  routingConfig,
} from '../routing/index.js';
import { type OidcClientConfig, oidcClientConfig } from './oidc-client.config.js';
import { type DashboardLinks, dashboardLinksConfig } from './dashboard-links.config.js';
import { DashboardCounts } from './dashboard-counts.js';
import { LOGIN_ROUTE } from './auth-routes.js';
import { PortalSessionService, SESSION_COOKIE } from './portal-session.service.js';
import { rememberPortalIdToken } from './upstream-id-token.js';
import { AUTH_FAILURES, type PortalUser, isAuthFailure } from './portal.contract.js';
import { roleList, servicesFromRoles } from './services-from-roles.js';
import { SERVICE_DESK_AGENT_ROLE, type UserProfile } from '../identity-provider/identity.contract.js';

export const CALLBACK_SECTION = 'callback';

declare module '../routing/page-table.js' {
  interface PageAreaViewers {
    /** A portal page's viewer: the signed-in user's profile from the portal session. */
    portal: UserProfile;
  }
}

const toPortalUser = (profile: UserProfile): PortalUser => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  fullName: profile.fullName,
  initials: profile.initials,
  email: profile.email,
  companyName: profile.companyName,
});

/**
 * The customer area `/{locale}/{portal}/**` (SPEC §2.2, §6): the gate every portal page passes. It belongs to the
 * main site (under a brand or event site's slug it is not found, SPEC §2.3), and needs a signed-in user: without
 * one every path of it redirects to sign-in and back. The pages below it come from the features' page tables.
 */
@Injectable()
export class PortalArea implements PageArea {
  readonly name = 'portal' as const;
  readonly segment: string;

  constructor(
    @Inject(routingConfig.KEY) routes: RoutingConfig,
    private readonly sessions: PortalSessionService,
  ) {
    this.segment = routes.portalSegment;
  }

  async enter(ctx: PageContext<object, undefined>): Promise<{ viewer: UserProfile } | { refused: SectionResult }> {
    if (ctx.site.slug !== null) return { refused: { kind: 'not-found', message: `Page not found: ${ctx.path}` } };
    const session = await this.sessions.find(ctx.cookies[SESSION_COOKIE]);
    if (!session) {
      // SPEC §4 sign-in flow: a silent attempt first (prompt=none, back through /blank-callback), so a user still
      // signed in at the provider gets back in without the form; the flow goes on interactively when it fails.
      const returnTo = `${ctx.path}${ctx.search}`;
      return {
        refused: {
          kind: 'redirect',
          location: `${LOGIN_ROUTE}?returnTo=${encodeURIComponent(returnTo)}&prompt=none`,
        },
      };
    }
    rememberPortalIdToken(session.idToken);
    return { viewer: session.profile };
  }

  /** Every portal view shows the signed-in user in the header. */
  present(result: SectionResult, viewer: unknown, basePath: string): SectionResult {
    const user = toPortalUser(viewer as UserProfile);
    const signedInUser = { fullName: user.fullName, initials: user.initials, logoutHref: `${basePath}/logout` };
    return result.kind === 'view' ? { ...result, signedInUser } : result;
  }
}

/** Identity's pages: the customer area's dashboard and the sign-in callback page (`/{locale}/callback`). */
@Injectable()
export class PortalPages {
  private readonly logger = new Logger(PortalPages.name);

  constructor(
    @Inject(oidcClientConfig.KEY) private readonly oidc: OidcClientConfig,
    @Inject(dashboardLinksConfig.KEY) private readonly links: DashboardLinks,
    private readonly counts: DashboardCounts,
  ) {}

  readonly table = definePages(
    'identity',
    [
      page({
        pattern: '/',
        access: { portal: true },
        load: async ({ viewer, basePath, locale }) => {
          const user = toPortalUser(viewer);
          return {
            kind: 'view',
            view: {
              section: 'portal',
              name: 'dashboard',
              // What the tab and a screen reader name the page (WCAG 2.4.2): the portal, in the page's language;
              // the greeting names the user.
              title: dictionaryFor(locale.language)['header.account.portal'],
              description: '',
              payload: {
                user,
                access: servicesFromRoles(viewer.roles),
                basePath,
                links: this.links,
                counts: await this.counts.for(viewer),
                serviceDeskAgent: roleList(viewer.roles).includes(SERVICE_DESK_AGENT_ROLE),
              },
            },
            breadcrumbs: [],
          };
        },
      }),
      page({ pattern: `/${CALLBACK_SECTION}`, access: 'personal', load: async (ctx) => this.callback(ctx) }),
    ],
    // `/{locale}/callback/...` is no page of the tables: a CMS page may live there.
    { unmatched: 'cms' },
  );

  /** The callback page without the provider's parameters: the login error (SPEC §8), then home after 30 s. */
  private callback(ctx: PageContext<object>): SectionResult {
    const failed = new URLSearchParams(ctx.search).get('failed');
    const failure = isAuthFailure(failed) ? failed : 'missing-params';
    if (failure === 'missing-params' && failed === null) this.logger.warn('sign-in callback: missing params');
    return {
      kind: 'view',
      view: {
        section: 'portal',
        name: 'sign-in-failed',
        title: dictionaryFor(ctx.locale.language)['portal.loginError.title'],
        description: '',
        payload: {
          failure,
          message: AUTH_FAILURES[failure],
          homeHref: `/${ctx.locale.urlCode}`,
          waitMs: this.oidc.loginFailureWaitMs,
        },
      },
      breadcrumbs: [],
    };
  }
}
