import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { UpstreamHealth } from './upstream-health.js';

/** Global: every feature with an upstream registers its monitor with the one UpstreamHealth. */
@Global()
@Module({ controllers: [HealthController], providers: [UpstreamHealth], exports: [UpstreamHealth] })
export class HealthModule {}
