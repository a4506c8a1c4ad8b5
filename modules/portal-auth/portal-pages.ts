import { Injectable } from '@nestjs/common';
import type { SectionRequest, SectionResult } from '../routing/index.js';
import type { UserProfile } from '../identity-provider/identity.contract.js';

/** What a portal sub-page resolver gets: the request, its signed-in user and the portal's base path. */
export interface PortalPageRequest extends SectionRequest {
  user: UserProfile;
  /** `/{locale}/{portal}`. */
  basePath: string;
}

export interface PortalPageResolver {
  resolve(request: PortalPageRequest): Promise<SectionResult | undefined>;
}

/**
 * Sub-pages of the customer area (`/{locale}/{portal}/{segment}/…`): features above identity (tickets, …) register
 * a resolver for their segment at start-up; the portal section dispatches to it after the session check.
 */
@Injectable()
export class PortalPages {
  private readonly resolvers = new Map<string, PortalPageResolver>();

  register(segment: string, resolver: PortalPageResolver): void {
    if (this.resolvers.has(segment)) throw new Error(`Portal page ${segment} is registered twice`);
    this.resolvers.set(segment, resolver);
  }

  get(segment: string | undefined): PortalPageResolver | undefined {
    return segment === undefined ? undefined : this.resolvers.get(segment);
  }
}
