import { Module, type OnModuleInit } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { RoutingModule } from '../routing/routing.module.js';
import { SectionRegistry } from '../routing/section-registry.js';
import { StoriesRepository } from './stories.repository.js';
import { StoriesSection } from './stories.section.js';
import { StoriesService } from './stories.service.js';

@Module({
  imports: [RoutingModule, ContentModule],
  providers: [StoriesRepository, StoriesService, StoriesSection],
  exports: [StoriesService],
})
export class StoriesModule implements OnModuleInit {
  constructor(
    private readonly sections: SectionRegistry,
    private readonly section: StoriesSection,
  ) {}

  onModuleInit(): void {
    this.sections.register(this.section);
  }
}
