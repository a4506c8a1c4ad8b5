import { Injectable } from '@nestjs/common';
import type { Cookies } from '../../src/core/http/cookies.js';

/** What routing needs to know about a signed-in portal user, given by the feature that owns sign-in. */
export interface SignedInViewerSource {
  /** The role names of the portal session behind these cookies, or undefined without one. */
  rolesOf(cookies: Cookies): Promise<readonly string[] | undefined>;
  /** Where to send an anonymous visitor to sign in and come back to `returnTo` (a local path). */
  signInLocation(returnTo: string): string;
}

/**
 * Role-protected pages (SPEC §4) need the visitor's portal roles, which the identity feature owns; identity sits
 * above routing, so it plugs its session lookup in here at start-up (`onModuleInit`) instead of routing importing
 * it. Without a source nobody is signed in, so every role page is refused.
 */
@Injectable()
export class SignedInViewers {
  private source: SignedInViewerSource | undefined;

  use(source: SignedInViewerSource): void {
    if (this.source) throw new Error('A signed-in viewer source is registered twice');
    this.source = source;
  }

  rolesOf(cookies: Cookies): Promise<readonly string[] | undefined> {
    return this.source ? this.source.rolesOf(cookies) : Promise.resolve(undefined);
  }

  signInLocation(returnTo: string): string | undefined {
    return this.source?.signInLocation(returnTo);
  }
}
