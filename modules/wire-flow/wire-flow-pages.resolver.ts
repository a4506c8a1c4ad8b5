import { Inject, Injectable } from '@nestjs/common';
import { type WireFlowLinks, wireFlowConfig } from './wire-flow.config.js';
import { type PortalPageRequest, type PortalPageResolver, servicesFromRoles } from '../portal-auth/index.js';
import type { SectionResult } from '../routing/index.js';
import { wireFlowPage } from './wire-flow-page.js';

export const WIRE_FLOW_SEGMENT = 'wire-flow';

/** `/{locale}/{portal}/wire-flow` (SPEC §2.2): only for users with WIRE Flow active (`kmx_int_artemis_active`), else 403. */
@Injectable()
export class WireFlowPages implements PortalPageResolver {
  constructor(@Inject(wireFlowConfig.KEY) private readonly links: WireFlowLinks) {}

  resolve(request: PortalPageRequest): Promise<SectionResult | undefined> {
    if (request.rest.length !== 2) return Promise.resolve(undefined);
    const access = servicesFromRoles(request.user.roles);
    if (access.services.wireFlow !== 'active') {
      return Promise.resolve({ kind: 'forbidden', message: 'WIRE Flow is not active for this user' });
    }
    return Promise.resolve({
      kind: 'view',
      view: {
        section: 'wire-flow',
        name: 'page',
        title: 'WIRE Flow',
        description: '',
        payload: wireFlowPage(access, this.links),
      },
      breadcrumbs: [],
    });
  }
}
