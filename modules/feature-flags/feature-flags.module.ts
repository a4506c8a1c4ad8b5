import { Module } from '@nestjs/common';
import { EditorAuthModule } from '../editor-auth/index.js';
import { FeatureFlagsController } from './feature-flags.controller.js';
import { FeatureFlagsRepository } from './feature-flags.repository.js';
import { FeatureFlagsService } from './feature-flags.service.js';

/** SPEC §1 release toggle: the feature-flag table, held in memory, and its editor routes. */
@Module({
  imports: [EditorAuthModule],
  controllers: [FeatureFlagsController],
  providers: [FeatureFlagsRepository, FeatureFlagsService],
  exports: [FeatureFlagsService],
})
export class FeatureFlagsModule {}
