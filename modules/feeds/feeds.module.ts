import { Module } from '@nestjs/common';
import { LocalesModule } from '../locales/index.js';
import { MediaReleasesModule } from '../media-releases/index.js';
import { NewsFeedModule } from '../news-feed/index.js';
import { StoriesModule } from '../stories/index.js';
import { FeedsController } from './feeds.controller.js';
import { FeedsService } from './feeds.service.js';

/** RSS feeds of the stories, the media releases and the news feed, per locale. */
@Module({
  imports: [LocalesModule, StoriesModule, MediaReleasesModule, NewsFeedModule],
  controllers: [FeedsController],
  providers: [FeedsService],
})
export class FeedsModule {}
