import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DATABASE, type DatabaseHandle } from './database.js';

export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');

/** One database provider under an injection token: PGlite or node-postgres behind the same Drizzle API. */
@Global()
@Module({})
export class DatabaseModule {
  static forHandle(handle: DatabaseHandle): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DATABASE_HANDLE, useValue: handle },
        { provide: DATABASE, useValue: handle.db },
      ],
      exports: [DATABASE_HANDLE, DATABASE],
    };
  }
}
