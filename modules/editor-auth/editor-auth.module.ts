import { Module } from '@nestjs/common';
import { EditorAuthController } from './editor-auth.controller.js';
import { EditorAuthService } from './editor-auth.service.js';
import { EditorSessionRepository } from './editor-session.repository.js';
import { EditorGuard } from './editor.guard.js';

@Module({
  controllers: [EditorAuthController],
  providers: [EditorAuthService, EditorSessionRepository, EditorGuard],
  exports: [EditorAuthService, EditorGuard],
})
export class EditorAuthModule {}
