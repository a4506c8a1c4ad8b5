import { Module } from '@nestjs/common';
import { FilesModule } from '../files/index.js';
import { NewsFeedController } from './news-feed.controller.js';
import { NewsFeedRepository } from './news-feed.repository.js';
import { NewsFeedService } from './news-feed.service.js';

@Module({
  imports: [FilesModule],
  controllers: [NewsFeedController],
  providers: [NewsFeedRepository, NewsFeedService],
  exports: [NewsFeedService],
})
export class NewsFeedModule {}
