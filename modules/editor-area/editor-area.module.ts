import { Module } from '@nestjs/common';
import { EditorAuthModule } from '../editor-auth/index.js';
import { RoutingModule } from '../routing/index.js';
import { EditorPages } from './editor-pages.js';

/**
 * The editor area `/{locale}/editor` (SPEC §1, §2.2): the sign-in page and the editor's sub-pages registered by
 * features above it (EditorPages).
 */
@Module({
  imports: [EditorAuthModule, RoutingModule],
  providers: [EditorPages],
  exports: [EditorPages],
})
export class EditorAreaModule {}
