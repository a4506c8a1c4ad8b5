import { Inject, Injectable } from '@nestjs/common';
import { servicesFromRoles } from '../portal-auth/index.js';
import { definePages, page } from '../routing/index.js';
import { wireFlowPage } from './wire-flow-page.js';
import { type WireFlowLinks, wireFlowConfig } from './wire-flow.config.js';

export const WIRE_FLOW_SEGMENT = 'wire-flow';

/** `/{locale}/{portal}/wire-flow` (SPEC §2.2): only for users with WIRE Flow active (`kmx_int_artemis_active`), else 403. */
@Injectable()
export class WireFlowPages {
  constructor(@Inject(wireFlowConfig.KEY) private readonly links: WireFlowLinks) {}

  readonly table = definePages('wire-flow', [
    page({
      pattern: `/${WIRE_FLOW_SEGMENT}`,
      access: {
        portal: {
          service: (user) => servicesFromRoles(user.roles).services.wireFlow === 'active',
          refused: () => ({ kind: 'forbidden', message: 'WIRE Flow is not active for this user' }),
        },
      },
      load: ({ viewer }) =>
        Promise.resolve({
          kind: 'view',
          view: {
            section: 'wire-flow',
            name: 'page',
            title: 'WIRE Flow',
            description: '',
            payload: wireFlowPage(servicesFromRoles(viewer.roles), this.links),
          },
          breadcrumbs: [],
        }),
    }),
  ]);
}
