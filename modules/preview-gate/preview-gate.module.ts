import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/app-config.js';
import { PreviewGateController } from './preview-gate.controller.js';
import { PreviewGate } from './preview-gate.js';

/** The preview-password gate (SPEC §2.3, §6, §7.3); the page route and the page-cache fast path consult it. */
@Module({
  controllers: [PreviewGateController],
  providers: [
    {
      provide: PreviewGate,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new PreviewGate(config.previewGate.enabled, config.previewGate.password, config.sessionSecret),
    },
  ],
  exports: [PreviewGate],
})
export class PreviewGateModule {}
