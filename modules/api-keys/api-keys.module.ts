import { Module, type OnModuleInit } from '@nestjs/common';
import { EditorAuthModule } from '../editor-auth/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysPages } from './api-keys.pages.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { ApiKeysService } from './api-keys.service.js';
import { ContentAccessGuard } from './content-access.js';
import { ContentSessionController } from './content-session.controller.js';

/** API keys, their screen in the editor area, and the access check of `/api/content/*` (SPEC §6 editor area). */
@Module({
  imports: [EditorAuthModule, RoutingModule],
  controllers: [ApiKeysController, ContentSessionController],
  providers: [ApiKeysService, ApiKeysRepository, ContentAccessGuard, ApiKeysPages],
  exports: [ContentAccessGuard, ApiKeysService],
})
export class ApiKeysModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: ApiKeysPages,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
  }
}
