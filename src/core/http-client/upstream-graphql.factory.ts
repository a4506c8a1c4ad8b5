import { Inject, Injectable, Logger } from '@nestjs/common';
import { CORE_CONFIG, type CoreConfig } from '../config/core.config.js';
import { HttpClientFactory } from './http-client.factory.js';
import { type UpstreamGraphql, createUpstreamGraphql } from './upstream-graphql.js';

export interface UpstreamGraphqlOptions {
  /** Names the logger (`UpstreamGraphql:<name>`, `HttpClient:<name>`). */
  name: string;
  url: string;
  token?: string;
  timeoutMs?: number;
}

/** Makes the clients of the upstream GraphQL services (SPEC §7.4–§7.6), all on the one HTTP client's rules. */
@Injectable()
export class UpstreamGraphqlFactory {
  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    private readonly http: HttpClientFactory,
  ) {}

  create(options: UpstreamGraphqlOptions): UpstreamGraphql {
    const logger = new Logger(`UpstreamGraphql:${options.name}`);
    return createUpstreamGraphql({
      url: options.url,
      token: options.token,
      debug: this.config.logLevel === 'debug' || this.config.logLevel === 'trace',
      http: this.http.create(options.name, options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      logger: { debug: (line) => logger.debug(line) },
    });
  }
}
