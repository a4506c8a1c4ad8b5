import { Module, type OnModuleInit } from '@nestjs/common';
import { PortalAuthModule, PortalPages } from '../portal-auth/index.js';
import { WIRE_FLOW_SEGMENT, WireFlowPages } from './wire-flow-pages.resolver.js';

/** Issue 12 item 6: the WIRE Flow page of the customer portal. */
@Module({
  imports: [PortalAuthModule],
  providers: [WireFlowPages],
})
export class WireFlowModule implements OnModuleInit {
  constructor(
    private readonly portalPages: PortalPages,
    private readonly pages: WireFlowPages,
  ) {}

  onModuleInit(): void {
    this.portalPages.register(WIRE_FLOW_SEGMENT, this.pages);
  }
}
