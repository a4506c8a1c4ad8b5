import { Module } from '@nestjs/common';
import { NewsFeedController } from './news-feed.controller.js';
import { NewsFeedRepository } from './news-feed.repository.js';
import { NewsFeedService } from './news-feed.service.js';

@Module({
  controllers: [NewsFeedController],
  providers: [NewsFeedRepository, NewsFeedService],
  exports: [NewsFeedService],
})
export class NewsFeedModule {}
