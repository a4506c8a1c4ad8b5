import { Module } from '@nestjs/common';
import { EditorAuthModule } from '../editor-auth/editor-auth.module.js';
import { LocalesModule } from '../locales/locales.module.js';
import { SitesModule } from '../sites/sites.module.js';
import { NavigationController } from './navigation.controller.js';
import { NavigationRepository } from './navigation.repository.js';
import { NavigationService } from './navigation.service.js';

@Module({
  imports: [SitesModule, LocalesModule, EditorAuthModule],
  controllers: [NavigationController],
  providers: [NavigationRepository, NavigationService],
  exports: [NavigationService],
})
export class NavigationModule {}
