import { Module } from '@nestjs/common';
import { EditorAuthService } from './editor-auth.service.js';
import { EditorGuard } from './editor.guard.js';

@Module({
  providers: [EditorAuthService, EditorGuard],
  exports: [EditorAuthService, EditorGuard],
})
export class EditorAuthModule {}
