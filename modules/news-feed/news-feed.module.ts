import { contentSourceProvider } from '../content-source/index.js';
import { GraphqlNewsFeedSource, NEWS_FEED_SOURCE, type NewsFeedSource } from './news-feed.source.js';
import { Module } from '@nestjs/common';
import { FilesModule } from '../files/index.js';
import { NewsFeedController } from './news-feed.controller.js';
import { NewsFeedRepository } from './news-feed.repository.js';
import { NewsFeedService } from './news-feed.service.js';

@Module({
  imports: [FilesModule],
  controllers: [NewsFeedController],
  providers: [
    NewsFeedRepository,
    NewsFeedService,
    contentSourceProvider<NewsFeedSource>(
      NEWS_FEED_SOURCE,
      NewsFeedService,
      (upstream) => new GraphqlNewsFeedSource(upstream),
    ),
  ],
  exports: [NewsFeedService, NEWS_FEED_SOURCE],
})
export class NewsFeedModule {}
