import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger as PinoLogger } from 'pino';
import { ContentModule } from '../modules/content/index.js';
import { HealthModule } from '../modules/health/index.js';
import { LocalesModule } from '../modules/locales/index.js';
import { RoutingModule } from '../modules/routing/index.js';
import { SitesModule } from '../modules/sites/index.js';
import { AppCacheModule } from './cache/cache.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import type { DatabaseHandle } from './database/database.js';
import { DatabaseModule } from './database/database.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: DatabaseHandle, logger: PinoLogger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forConfig(config),
        DatabaseModule.forHandle(database),
        // Nest's Logger goes to Fastify's pino instance, so every line carries the request id.
        LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true }),
        AppCacheModule,
        HealthModule,
        LocalesModule,
        SitesModule,
        ContentModule,
        RoutingModule,
      ],
    };
  }
}
