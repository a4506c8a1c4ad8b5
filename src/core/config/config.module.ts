import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { LoadedConfig } from './define-config.js';

/** Provides every loaded configuration slice under its KEY, to the whole app. */
@Global()
@Module({})
export class ConfigModule {
  static forConfig(config: LoadedConfig): DynamicModule {
    const providers = config.providers();
    return {
      module: ConfigModule,
      providers,
      exports: providers.map((provider) => (provider as { provide: symbol }).provide),
    };
  }
}
