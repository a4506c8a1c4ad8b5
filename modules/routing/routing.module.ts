import { Module } from '@nestjs/common';
import { ContentModule } from '../content/index.js';
import { EditorAuthModule } from '../editor-auth/index.js';
import { FeatureFlagsModule } from '../feature-flags/index.js';
import { LocalesModule } from '../locales/index.js';
import { NavigationModule } from '../navigation/index.js';
import { RedirectsModule } from '../redirects/index.js';
import { SitesModule } from '../sites/index.js';
import { LayoutController } from './layout.controller.js';
import { LayoutService } from './layout.service.js';
import { RoutingService } from './routing.service.js';
import { PageTables } from './page-tables.js';
import { SignedInViewers } from './signed-in-viewers.js';
import { LanguageVersions } from './language-versions.js';

@Module({
  imports: [
    SitesModule,
    LocalesModule,
    ContentModule,
    RedirectsModule,
    NavigationModule,
    EditorAuthModule,
    FeatureFlagsModule,
  ],
  controllers: [LayoutController],
  providers: [RoutingService, LayoutService, PageTables, SignedInViewers, LanguageVersions],
  exports: [RoutingService, LayoutService, PageTables, SignedInViewers, LanguageVersions],
})
export class RoutingModule {}
