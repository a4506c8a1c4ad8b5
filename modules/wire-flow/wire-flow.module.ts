import { Module, type OnModuleInit } from '@nestjs/common';
import { PortalAuthModule } from '../portal-auth/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { WireFlowPages } from './wire-flow.pages.js';

/** The WIRE Flow page of the customer portal. */
@Module({
  imports: [PortalAuthModule, RoutingModule],
  providers: [WireFlowPages],
})
export class WireFlowModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: WireFlowPages,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
  }
}
