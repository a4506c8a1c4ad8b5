import { contentSourceProvider } from '../content-source/index.js';
import { GraphqlNavigationSource, NAVIGATION_SOURCE, type NavigationSource } from './navigation.source.js';
import { Module, type OnModuleInit } from '@nestjs/common';
import { EditorAuthModule } from '../editor-auth/index.js';
import { LocalesModule } from '../locales/index.js';
import { SitesModule, SitesService } from '../sites/index.js';
import { NavigationController } from './navigation.controller.js';
import { NavigationRepository } from './navigation.repository.js';
import { NavigationService } from './navigation.service.js';

@Module({
  imports: [SitesModule, LocalesModule, EditorAuthModule],
  controllers: [NavigationController],
  providers: [
    NavigationRepository,
    NavigationService,
    contentSourceProvider<NavigationSource>(
      NAVIGATION_SOURCE,
      NavigationService,
      (upstream) => new GraphqlNavigationSource(upstream),
    ),
  ],
  exports: [NavigationService, NAVIGATION_SOURCE],
})
export class NavigationModule implements OnModuleInit {
  constructor(
    private readonly sites: SitesService,
    private readonly navigation: NavigationService,
  ) {}

  /** SPEC §3 Site: the site list drops a site without header or footer navigation. */
  onModuleInit(): void {
    this.sites.require(this.navigation.siteRequirement);
  }
}
