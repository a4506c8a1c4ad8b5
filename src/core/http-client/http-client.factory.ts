import { Inject, Injectable, Logger } from '@nestjs/common';
import { CORE_CONFIG, type CoreConfig } from '../config/core.config.js';
import { type HttpClient, type HttpClientOptions, createHttpClient } from './http-client.js';

/**
 * Makes the HTTP clients of the server's outbound calls (SPEC §7.1), each logging through the app's logger under
 * `HttpClient:<name>` and with HTTP_CLIENT_TIMEOUT_MS unless the caller has a timeout of its own.
 */
@Injectable()
export class HttpClientFactory {
  constructor(@Inject(CORE_CONFIG) private readonly config: CoreConfig) {}

  create(name: string, options: Partial<Omit<HttpClientOptions, 'logger'>> = {}): HttpClient {
    return createHttpClient({
      timeoutMs: this.config.outboundHttp.timeoutMs,
      ...options,
      logger: new Logger(`HttpClient:${name}`),
    });
  }
}
