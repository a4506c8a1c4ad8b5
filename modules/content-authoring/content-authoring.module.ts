import { Module, type OnModuleInit } from '@nestjs/common';
import { ContentModule } from '../content/index.js';
import { FilesModule } from '../files/index.js';
import { MediaReleasesModule } from '../media-releases/index.js';
import { NavigationModule } from '../navigation/index.js';
import { NewsFeedModule } from '../news-feed/index.js';
import { RedirectsModule } from '../redirects/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { SitesModule } from '../sites/index.js';
import { StoriesModule } from '../stories/index.js';
import {
  MediaReleasesAuthoringController,
  NewsItemsAuthoringController,
  StoriesAuthoringController,
} from './authored-documents.controllers.js';
import { DocumentHistory } from './document-history.js';
import { DocumentHistoryRepository } from './document-history.repository.js';
import { MediaReleasesAuthoringService } from './media-releases-authoring.service.js';
import { NavigationItemsAuthoringController } from './navigation-items-authoring.controller.js';
import { NavigationItemsAuthoringRepository } from './navigation-items-authoring.repository.js';
import { NavigationItemsAuthoringService } from './navigation-items-authoring.service.js';
import { NewsItemsAuthoringService } from './news-items-authoring.service.js';
import {
  MediaReleaseAuthoringRepository,
  NewsItemAuthoringRepository,
  StoryAuthoringRepository,
} from './staged-documents.repository.js';
import { StoriesAuthoringService } from './stories-authoring.service.js';
import { ContentEditorPages } from './content-editor.pages.js';
import { NavigationEditorPages } from './navigation-editor.pages.js';
import { PagesAuthoringController } from './pages-authoring.controller.js';
import { PagesAuthoringRepository } from './pages-authoring.repository.js';
import { PagesAuthoringService } from './pages-authoring.service.js';
import { PublishingSchedule } from './publishing-schedule.js';

/** Editors write content through `/api/content/*` and its screens (docs/content-authoring.md, docs/editors.md). */
@Module({
  imports: [
    ContentModule,
    RedirectsModule,
    SitesModule,
    StoriesModule,
    MediaReleasesModule,
    NewsFeedModule,
    FilesModule,
    NavigationModule,
    RoutingModule,
  ],
  controllers: [
    PagesAuthoringController,
    StoriesAuthoringController,
    MediaReleasesAuthoringController,
    NewsItemsAuthoringController,
    NavigationItemsAuthoringController,
  ],
  providers: [
    ContentEditorPages,
    NavigationEditorPages,
    DocumentHistoryRepository,
    DocumentHistory,
    PagesAuthoringRepository,
    PagesAuthoringService,
    PublishingSchedule,
    StoryAuthoringRepository,
    MediaReleaseAuthoringRepository,
    NewsItemAuthoringRepository,
    StoriesAuthoringService,
    MediaReleasesAuthoringService,
    NewsItemsAuthoringService,
    NavigationItemsAuthoringRepository,
    NavigationItemsAuthoringService,
  ],
  exports: [PagesAuthoringService],
})
export class ContentAuthoringModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly editorPages: ContentEditorPages,
    private readonly navigationEditorPages: NavigationEditorPages,
  ) {}

  /** The editor screens (`/{locale}/editor/content`) are pages of the editor area. */
  onModuleInit(): void {
    this.pageTables.register(this.editorPages.table);
    this.pageTables.register(this.navigationEditorPages.table);
  }
}
