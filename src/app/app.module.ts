import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ClsModule } from 'nestjs-cls';
import { ContentModule } from '../../modules/content/index.js';
import { ContentAuthoringModule } from '../../modules/content-authoring/index.js';
import { FormsModule } from '../../modules/forms/index.js';
import { FeedbackModule } from '../../modules/feedback/index.js';
import { FeatureFlagsModule } from '../../modules/feature-flags/index.js';
import { AnalyticsModule } from '../../modules/analytics/index.js';
import { FilesModule } from '../../modules/files/index.js';
import { MediaLibraryModule } from '../../modules/media-library/index.js';
import { HealthModule } from '../../modules/health/index.js';
import { IdentityProviderModule } from '../../modules/identity-provider/index.js';
import { PortalAuthModule } from '../../modules/portal-auth/index.js';
import { AccountSecurityModule } from '../../modules/account-security/index.js';
import { InventoryModule } from '../../modules/inventory/index.js';
import { LocalesModule } from '../../modules/locales/index.js';
import { MediaReleasesModule } from '../../modules/media-releases/index.js';
import { NewsFeedModule } from '../../modules/news-feed/index.js';
import { StoriesModule } from '../../modules/stories/index.js';
import { EditorAuthModule } from '../../modules/editor-auth/index.js';
import { ApiKeysModule } from '../../modules/api-keys/index.js';
import { EditorAreaModule } from '../../modules/editor-area/index.js';
import { TranslationsModule } from '../../modules/translations/index.js';
import { PreviewGateModule } from '../../modules/preview-gate/index.js';
import { DraftProxyModule } from '../../modules/draft-proxy/index.js';
import { ContentApiModule } from '../../modules/content-api/index.js';
import { NavigationModule } from '../../modules/navigation/index.js';
import { RedirectsModule } from '../../modules/redirects/index.js';
import { ProductsModule } from '../../modules/products/index.js';
import { CatalogueImportModule } from '../../modules/catalogue-import/index.js';
import { RoutingModule } from '../../modules/routing/index.js';
import { SearchModule } from '../../modules/search/index.js';
import { SeoModule } from '../../modules/seo/index.js';
import { FeedsModule } from '../../modules/feeds/index.js';
import { SitesModule } from '../../modules/sites/index.js';
import { TicketsModule } from '../../modules/tickets/index.js';
import { ServiceDeskModule } from '../../modules/service-desk/index.js';
import { ProductInformationModule } from '../../modules/product-information/index.js';
import { WireFlowModule } from '../../modules/wire-flow/index.js';
import { UserAdminModule } from '../../modules/user-admin/index.js';
import { AccountModule } from '../../modules/account/index.js';
import { CacheWebhooksModule } from '../../modules/cache-webhooks/index.js';
import { type BuildInfo, BuildsModule } from '../../modules/builds/index.js';
import { AppCacheModule } from '../core/cache/cache.module.js';
import type { LoadedConfig } from '../core/config/define-config.js';
import { RateLimitModule } from '../core/http/rate-limit.module.js';
import { ConfigModule } from '../core/config/config.module.js';
import { HttpClientModule } from '../core/http-client/index.js';
import type { DatabaseHandle } from '../core/database/database.js';
import { DatabaseModule } from '../core/database/database.module.js';
import { AccessGuard } from './access.guard.js';

@Module({})
export class AppModule {
  static forRoot(config: LoadedConfig, database: DatabaseHandle, build: BuildInfo): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forConfig(config),
        // The request context (ClsService for injection). Each request enters it in the cache-scope onRequest
        // hook rather than through ClsMiddleware/ClsGuard, so the Vike page route, a plain Fastify route, has it too.
        ClsModule.forRoot({ global: true }),
        DatabaseModule.forHandle(database),
        // SPEC §7.1: the one client of every outbound HTTP call.
        HttpClientModule,
        // Nest's Logger goes to Fastify's pino instance, so every line carries the request id.
        AppCacheModule,
        // The storage of every rate limit (Redis when configured) and @nestjs/throttler.
        RateLimitModule,
        HealthModule,
        CacheWebhooksModule,
        LocalesModule,
        SitesModule,
        ContentModule,
        RedirectsModule,
        EditorAuthModule,
        ApiKeysModule,
        NavigationModule,
        // SPEC §1 release toggle: the features behind a flag (the layout reads them).
        FeatureFlagsModule,
        RoutingModule,
        SearchModule,
        FormsModule,
        StoriesModule,
        MediaReleasesModule,
        NewsFeedModule,
        FilesModule,
        MediaLibraryModule,
        ProductsModule,
        CatalogueImportModule,
        IdentityProviderModule,
        PortalAuthModule,
        AccountSecurityModule,
        TicketsModule,
        ServiceDeskModule,
        ProductInformationModule,
        InventoryModule,
        WireFlowModule,
        UserAdminModule,
        AccountModule,
        EditorAreaModule,
        TranslationsModule,
        ContentAuthoringModule,
        FeedbackModule,
        AnalyticsModule,
        PreviewGateModule,
        DraftProxyModule,
        ContentApiModule,
        SeoModule,
        FeedsModule,
        // SPEC §4 build refresh: /builds/latest.json and /builds/meta/{buildId}.json.
        BuildsModule.forBuild(build),
      ],
      // Deny by default (docs/ARCHITECTURE.md § Access): every controller route declares who may call it.
      providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
    };
  }
}
