import { Module } from '@nestjs/common';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { type PreviewGateConfig, previewGateConfig } from './preview-gate.config.js';
import { PreviewGateController } from './preview-gate.controller.js';
import { PreviewGate } from './preview-gate.js';

/** The preview-password gate (SPEC §2.3, §6, §7.3); the page route and the page-cache fast path consult it. */
@Module({
  controllers: [PreviewGateController],
  providers: [
    {
      provide: PreviewGate,
      inject: [CORE_CONFIG, previewGateConfig.KEY],
      useFactory: (config: CoreConfig, gate: PreviewGateConfig) =>
        new PreviewGate(gate.enabled, gate.password, config.sessionSecret),
    },
  ],
  exports: [PreviewGate],
})
export class PreviewGateModule {}
