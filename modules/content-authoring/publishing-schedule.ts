import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { runOutsideRequest } from '../../src/core/cache/cache-scope.js';
import { type ContentAuthoringConfig, contentAuthoringConfig } from './content-authoring.config.js';
import { MediaReleasesAuthoringService } from './media-releases-authoring.service.js';
import { NavigationItemsAuthoringService } from './navigation-items-authoring.service.js';
import { NewsItemsAuthoringService } from './news-items-authoring.service.js';
import { PagesAuthoringService } from './pages-authoring.service.js';
import { StoriesAuthoringService } from './stories-authoring.service.js';

/** Revisions name scheduled changes after the schedule, not after an editor. */
const SCHEDULE_ACTOR = { label: 'Scheduled publishing' };

/**
 * Publishes and unpublishes pages, stories, media releases, news items and navigation items at their
 * `publishAt`/`unpublishAt`. Every instance looks; claiming a due document clears its time in the same statement,
 * so exactly one instance acts on it.
 */
@Injectable()
export class PublishingSchedule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PublishingSchedule.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pages: PagesAuthoringService,
    private readonly stories: StoriesAuthoringService,
    private readonly releases: MediaReleasesAuthoringService,
    private readonly newsItems: NewsItemsAuthoringService,
    private readonly navigationItems: NavigationItemsAuthoringService,
    @Inject(contentAuthoringConfig.KEY) private readonly config: ContentAuthoringConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.tick(), this.config.scheduleIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One look for due documents (never two at once); failures are logged, and the next tick tries again. */
  tick(): Promise<unknown> {
    this.running = this.running.then(() =>
      runOutsideRequest(() => this.runAll(new Date())).catch((error: unknown) =>
        this.logger.warn(`scheduled publishing failed: ${(error as Error).message}`),
      ),
    );
    return this.running;
  }

  /** Every kind in turn; one kind's failure does not hold back the others. */
  private async runAll(now: Date): Promise<void> {
    for (const kind of [this.pages, this.stories, this.releases, this.newsItems, this.navigationItems]) {
      await kind
        .runSchedule(now, SCHEDULE_ACTOR)
        .catch((error: unknown) => this.logger.warn(`scheduled publishing failed: ${(error as Error).message}`));
    }
  }
}
