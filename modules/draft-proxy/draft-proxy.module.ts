import { Module } from '@nestjs/common';
import { ContentApiModule } from '../content-api/index.js';
import { EditorAuthModule } from '../editor-auth/index.js';
import { DraftProxyController } from './draft-proxy.controller.js';

/** The editors' draft proxy (SPEC §6, §7.3). */
@Module({
  imports: [ContentApiModule, EditorAuthModule],
  controllers: [DraftProxyController],
})
export class DraftProxyModule {}
