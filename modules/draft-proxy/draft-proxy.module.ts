import { Module } from '@nestjs/common';
import { ContentModule } from '../content/index.js';
import { EditorAuthModule } from '../editor-auth/index.js';
import { MediaReleasesModule } from '../media-releases/index.js';
import { NavigationModule } from '../navigation/index.js';
import { NewsFeedModule } from '../news-feed/index.js';
import { StoriesModule } from '../stories/index.js';
import { DraftProxyController } from './draft-proxy.controller.js';

/** The editors' draft proxy (SPEC §6, §7.3). */
@Module({
  imports: [ContentModule, StoriesModule, MediaReleasesModule, NavigationModule, NewsFeedModule, EditorAuthModule],
  controllers: [DraftProxyController],
})
export class DraftProxyModule {}
