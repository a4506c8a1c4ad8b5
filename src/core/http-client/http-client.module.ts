import { Global, Module } from '@nestjs/common';
import { HttpClientFactory } from './http-client.factory.js';
import { UpstreamGraphqlFactory } from './upstream-graphql.factory.js';

/** Global: every feature that calls out asks the one factory (no fetch of its own, no retry loop of its own). */
@Global()
@Module({
  providers: [HttpClientFactory, UpstreamGraphqlFactory],
  exports: [HttpClientFactory, UpstreamGraphqlFactory],
})
export class HttpClientModule {}
