import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { EDITOR_SECURITY_SCHEMES } from '../../modules/editor-auth/index.js';
import { PORTAL_SECURITY_SCHEMES } from '../../modules/portal-auth/index.js';
import { ApiErrorDto } from '../core/http/openapi.js';
import { PROJECT_ROOT } from '../core/project-root.js';

/** README § REST API: the Swagger UI and the OpenAPI document. */
export const API_DOCS_PATH = '/api/docs';
export const API_DOCS_JSON_PATH = '/api/docs-json';

const DESCRIPTION = `The REST API of the Kudex Group website and customer portal (SPEC §7.3): product data, search,
forms, site navigation and the customer portal (tickets, inventory, product information, user administration).

Every error is JSON: \`{statusCode, code?, message, requestId?}\` (the \`ApiError\` schema). Public routes need no
credentials; editor routes the editor cookie; portal routes the portal session cookie or, for API clients, an
OpenID Connect ID token in the \`ciam_id_token\` header. Catalogue and navigation routes take \`?cache=false\` (read
past the cache) and \`?cache=clear\` (SPEC §2.3); for visitors both are rate-limited and act on their request only.`;

function packageVersion(): string {
  return (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The OpenAPI 3.1 document, made from the controllers' and DTOs' decorators (not written by hand). */
export function createApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Kudex Group API')
    .setDescription(DESCRIPTION)
    .setVersion(packageVersion())
    .addTag('Catalogue', 'Products and classifications (SPEC §7.3, §7.5)')
    .addTag('Search', 'The on-page search (SPEC §7.3, docs/search.md)')
    .addTag('Forms', 'The public forms (SPEC §1, §5)')
    .addTag('Navigation', 'Sites, locales, navigation and the site chrome')
    .addTag('Content', 'The news feed (SPEC §7.4)')
    .addTag('Files', 'Documents and images')
    .addTag('Site access', 'The preview-password gate and password-protected pages')
    .addTag('Portal', 'The signed-in customer: sign-in, profile, account settings')
    .addTag('Portal: tickets', 'Service tickets over GraphQL, with attachments (SPEC §7.6)')
    .addTag('Portal: inventory', "The company's installed machines")
    .addTag('Portal: product information', 'Manuals, parts and quote requests')
    .addTag('Portal: user administration', 'Delegated administrators manage users and their access (SPEC §4, §6)')
    .addTag('Editors', 'Editor sign-in, draft content and translations (SPEC §6, §7.3)')
    .addTag('Feedback', '“Was this page helpful?” and first-party statistics with consent (SPEC §2.1, §2.7)')
    .addTag('Operations', 'Health check');
  for (const [name, scheme] of Object.entries({ ...PORTAL_SECURITY_SCHEMES, ...EDITOR_SECURITY_SCHEMES })) {
    builder.addSecurity(name, scheme);
  }
  return SwaggerModule.createDocument(app, builder.build(), {
    extraModels: [ApiErrorDto],
    // `searchSuggest` rather than `SearchController_suggest`: what a generated client names its methods.
    operationIdFactory: (controller, method) =>
      controller.charAt(0).toLowerCase() +
      controller.slice(1).replace(/Controller$/, '') +
      method.charAt(0).toUpperCase() +
      method.slice(1),
    autoTagControllers: true,
  });
}

/**
 * Serves the UI at /api/docs and the JSON at /api/docs-json. Their routes are more specific than the page
 * catch-all (src/app/vike.ts), so they win; call before `app.init()`. The document is made on the first request.
 */
export function mountApiDocs(app: NestFastifyApplication): void {
  SwaggerModule.setup(API_DOCS_PATH, app, () => createApiDocument(app), {
    jsonDocumentUrl: API_DOCS_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Kudex Group API',
    swaggerOptions: {
      // No call to the public validator service (swagger.io) from the reader's browser.
      validatorUrl: null,
      tagsSorter: 'alpha',
      operationsSorter: 'alpha',
    },
  });
}
