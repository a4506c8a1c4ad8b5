import { contentSourceProvider } from '../content-source/index.js';
import { GraphqlNavigationSource, NAVIGATION_SOURCE, type NavigationSource } from './navigation.source.js';
import { Module } from '@nestjs/common';
import { EditorAuthModule } from '../editor-auth/index.js';
import { LocalesModule } from '../locales/index.js';
import { SitesModule } from '../sites/index.js';
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
export class NavigationModule {}
