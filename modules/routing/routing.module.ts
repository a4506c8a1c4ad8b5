import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { EditorAuthModule } from '../editor-auth/editor-auth.module.js';
import { LocalesModule } from '../locales/locales.module.js';
import { NavigationModule } from '../navigation/navigation.module.js';
import { RedirectsModule } from '../redirects/redirects.module.js';
import { SitesModule } from '../sites/sites.module.js';
import { LayoutService } from './layout.service.js';
import { RoutingService } from './routing.service.js';
import { SectionRegistry } from './section-registry.js';

@Module({
  imports: [SitesModule, LocalesModule, ContentModule, RedirectsModule, NavigationModule, EditorAuthModule],
  providers: [RoutingService, LayoutService, SectionRegistry],
  exports: [RoutingService, LayoutService, SectionRegistry],
})
export class RoutingModule {}
