import { Module, type OnModuleInit } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { RoutingModule } from '../routing/routing.module.js';
import { SectionRegistry } from '../routing/section-registry.js';
import { MediaReleasesRepository } from './media-releases.repository.js';
import { MediaReleasesSection } from './media-releases.section.js';
import { MediaReleasesService } from './media-releases.service.js';

@Module({
  imports: [RoutingModule, ContentModule],
  providers: [MediaReleasesRepository, MediaReleasesService, MediaReleasesSection],
  exports: [MediaReleasesService],
})
export class MediaReleasesModule implements OnModuleInit {
  constructor(
    private readonly sections: SectionRegistry,
    private readonly section: MediaReleasesSection,
  ) {}

  onModuleInit(): void {
    this.sections.register(this.section);
  }
}
