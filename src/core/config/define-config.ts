import type { Provider } from '@nestjs/common';
import { ConfigError } from './config-error.js';
import { EnvReader } from './env-reader.js';

/**
 * One feature's settings (the equivalent of @nestjs/config's `registerAs`): a name, the injection token `KEY`, and
 * how the slice is read from the environment. A feature declares its slice in `<feature>.config.ts` and injects
 * only it: `@Inject(mailConfig.KEY) private readonly mail: MailConfig`.
 */
export interface ConfigSlice<T> {
  readonly name: string;
  readonly KEY: symbol;
  read(env: EnvReader): T;
}

export function defineConfig<T>(name: string, read: (env: EnvReader) => T): ConfigSlice<T> {
  return { name, KEY: Symbol(`config:${name}`), read };
}

/** The settings of a set of slices, read and validated together at start. */
export class LoadedConfig {
  constructor(private readonly values: ReadonlyMap<ConfigSlice<unknown>, unknown>) {}

  get<T>(slice: ConfigSlice<T>): T {
    if (!this.values.has(slice)) throw new Error(`configuration slice "${slice.name}" was not loaded`);
    return this.values.get(slice) as T;
  }

  /** One provider per slice, under its KEY. */
  providers(): Provider[] {
    return [...this.values].map(([slice, value]) => ({ provide: slice.KEY, useValue: value }));
  }
}

/**
 * Reads every slice from `env`; a bad variable anywhere fails the whole start with a ConfigError naming each bad
 * variable on a line of its own.
 */
export function loadSlices(slices: readonly ConfigSlice<unknown>[], env: NodeJS.ProcessEnv): LoadedConfig {
  const reader = new EnvReader(env);
  const values = new Map(slices.map((slice) => [slice, slice.read(reader)] as const));
  if (reader.errors.length > 0) throw new ConfigError(reader.errors.join('\n'));
  return new LoadedConfig(values);
}

/** One slice alone, validated as at start (tests, and tools that need one slice such as backups). */
export function readConfig<T>(slice: ConfigSlice<T>, env: NodeJS.ProcessEnv = process.env): T {
  return loadSlices([slice], env).get(slice);
}
