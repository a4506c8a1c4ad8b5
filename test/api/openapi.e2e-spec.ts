import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

/**
 * README § REST API: the OpenAPI 3.1 document made from the controllers' decorators, served at
 * /api/docs-json with the Swagger UI at /api/docs. The document must keep up with the server: every /api route of
 * the real route table is in it, nothing in it is missing from the server, and every operation says what it answers.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
}
interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
  };
}

interface Route {
  method: string;
  /** OpenAPI style: `/api/product-data/{sisCode}`. */
  path: string;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];
/** The documentation's own routes (the UI, its assets, the JSON). */
const isDocsRoute = (path: string) =>
  path === '/api/docs' || path.startsWith('/api/docs/') || path === '/api/docs-json';

/**
 * Fastify's real route table (Nest's controllers, the raw Fastify routes, the page catch-all, static files), read
 * from `printRoutes`: a tree whose lines are `├── segment (METHODS)`, indented four characters per level.
 */
function routeTable(sut: TestApp): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of sut.fastify.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    prefixes.length = depth;
    const path = prefixes.join('') + match[2]!;
    prefixes.push(match[2]!);
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      routes.push({ method, path: path.replace(/:(\w+)/g, '{$1}') });
    }
  }
  return routes;
}

function operations(document: OpenApiDocument): (Route & { operation: Operation })[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

const hasSchema = (schema: Schema | undefined): boolean =>
  !!schema && (!!schema.$ref || !!schema.type || !!schema.oneOf || !!schema.anyOf || !!schema.allOf);

describe('REST API documentation: /api/docs and /api/docs-json', () => {
  let sut: TestApp;
  let document: OpenApiDocument;
  let routes: Route[];

  beforeAll(async () => {
    sut = await startTestApp();
    const response = await sut.fastify.inject({ method: 'GET', url: '/api/docs-json' });
    document = response.json<OpenApiDocument>();
    routes = routeTable(sut);
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('answers the OpenAPI 3.1 document as JSON', async () => {
    const response = await sut.fastify.inject({ method: 'GET', url: '/api/docs-json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('Kudex Group API');
    expect(Object.keys(document.paths).length).toBeGreaterThan(40);
  });

  it('answers the Swagger UI as HTML, with its scripts and styles from this server', async () => {
    const page = await sut.fastify.inject({ method: 'GET', url: '/api/docs', headers: { 'accept-language': 'de' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers.location).toBeUndefined();
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    const assets = [...page.body.matchAll(/(?:src|href)=["']\.\/docs\/([\w.-]+)["']/g)].map((m) => m[1]!);
    expect(assets).toEqual(expect.arrayContaining(['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-init.js']));
    for (const asset of assets) {
      const response = await sut.fastify.inject({ method: 'GET', url: `/api/docs/${asset}` });
      expect(response.statusCode, asset).toBe(200);
      expect(response.headers['content-type'], asset).toMatch(/javascript|css|image\/png/);
    }
    const init = await sut.fastify.inject({ method: 'GET', url: '/api/docs/swagger-ui-init.js' });
    expect(init.body).toContain('"openapi": "3.1.0"');
  });

  it('answers other paths under /api/docs as the API does: a JSON 404, never a page', async () => {
    for (const url of ['/api/docs-yaml', '/api/docs/no-such-file.js', '/api/docs/LICENSE']) {
      const response = await sut.fastify.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toMatchObject({ statusCode: 404 });
    }
  });

  it('reads the route table it checks against (the parser sees Nest, raw Fastify and page routes)', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/api/product-data/{sisCode}' },
        { method: 'POST', path: '/api/search-proxy/suggest' },
        { method: 'GET', path: '/api/auth/login' },
        { method: 'GET', path: '/api/docs-json' },
        { method: 'GET', path: '/{locale}/portal/logout' },
      ]),
    );
  });

  it('documents every /api route of the route table', () => {
    const documented = new Set(operations(document).map(({ method, path }) => `${method} ${path}`));
    const missing = routes
      .filter(({ path }) => (path === '/api' || path.startsWith('/api/')) && !isDocsRoute(path))
      .map(({ method, path }) => `${method} ${path}`)
      .filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
  });

  it('documents nothing the server does not answer (paths with the right prefix)', () => {
    const served = new Set(routes.map(({ method, path }) => `${method} ${path}`));
    const phantom = operations(document)
      .map(({ method, path }) => `${method} ${path}`)
      .filter((operation) => !served.has(operation));
    expect(phantom).toEqual([]);
  });

  it('gives every operation a success response with a schema (no-content and redirects excepted)', () => {
    const problems: string[] = [];
    for (const { method, path, operation } of operations(document)) {
      const successes = Object.entries(operation.responses).filter(([status]) => /^[23]\d\d$/.test(status));
      if (successes.length === 0) problems.push(`${method} ${path}: no success response`);
      for (const [status, response] of successes) {
        if (status === '204' || status === '304' || status.startsWith('3')) continue;
        const media = Object.entries(response.content ?? {});
        if (media.length === 0 || media.some(([, { schema }]) => !hasSchema(schema))) {
          problems.push(`${method} ${path}: ${status} without a schema`);
        }
        if (!response.description) problems.push(`${method} ${path}: ${status} without a description`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents the success status each route really answers with (its @HttpCode, or 200/201)', () => {
    const byId = new Map(operations(document).map((entry) => [entry.operation.operationId, entry]));
    const scanner = new MetadataScanner();
    const problems: string[] = [];
    let checked = 0;
    for (const module of sut.app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
        if (!controller) continue;
        for (const name of scanner.getAllMethodNames(controller.prototype)) {
          const handler = (controller.prototype as Record<string, unknown>)[name] as object;
          const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
          if (method === undefined) continue;
          const id = controller.name.charAt(0).toLowerCase() + controller.name.slice(1).replace(/Controller$/, '');
          const documented = byId.get(id + name.charAt(0).toUpperCase() + name.slice(1));
          if (!documented) continue;
          checked += 1;
          const status =
            (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ??
            (method === RequestMethod.POST ? 201 : 200);
          const statuses = Object.keys(documented.operation.responses);
          if (!statuses.includes(String(status)) && !statuses.some((s) => s.startsWith('3'))) {
            problems.push(
              `${documented.method} ${documented.path}: answers ${status}, documents ${statuses.join(', ')}`,
            );
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });

  it("gives every error response the API's error body (GraphQL errors and the health report excepted)", () => {
    expect(document.components.schemas.ApiError).toMatchObject({
      required: expect.arrayContaining(['statusCode', 'message']),
    });
    const ownShape: Record<string, string> = {
      // GraphQL-over-HTTP: a refused query or a missing ticket answers GraphQL's `{errors}`, not the API's body.
      '/api/tickets-proxy': 'GraphqlResponseDto',
      '/api/hygraph-draft-proxy': 'GraphqlResponseDto',
      '/api/graphql/content': 'GraphqlResponseDto',
      // A load balancer reads the same report when the database is down.
      '/api/health': 'HealthResponse',
      // A refused atomic import: the API's error fields and the import's report (which rows, why).
      '/api/content/catalogue/import': 'CatalogueImportRefusedDto',
    };
    const problems: string[] = [];
    for (const { method, path, operation } of operations(document)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^[45]\d\d$/.test(status)) continue;
        const schema = response.content?.['application/json']?.schema?.$ref;
        // The guards' 401 and 403 are the API's own everywhere.
        const allowed = ['401', '403'].includes(status) ? ['ApiError'] : ['ApiError', ownShape[path]];
        if (!allowed.some((name) => name && schema === `#/components/schemas/${name}`)) {
          problems.push(`${method} ${path}: ${status}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('names the authentication of every guarded route, with its 401', () => {
    const schemes = document.components.securitySchemes;
    expect(schemes.editorCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'uapp_editor_area_password' });
    expect(schemes.portalSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'uapp_session' });
    expect(schemes.ciamIdToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'ciam_id_token' });
    const portal = /^\/api\/(portal\/|tickets-proxy|service-desk\/|inventory|product-information\/|user-admin\/users)/;
    const editor =
      /^\/api\/(translation\/|hygraph-draft-proxy|site-navigation\/editor\/|editor-area-autentication\/session|content\/api-keys|feature-flags)/;
    // SPEC §6 editor area: the rest of /api/content takes the editor cookie or an API key, as the content GraphQL does.
    const content = /^\/api\/(content\/|graphql\/content)/;
    const problems: string[] = [];
    for (const { method, path, operation } of operations(document)) {
      const names = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)).sort();
      // The feedback counts are the editors' (GET); answering is public (POST).
      const editorOnly = editor.test(path) || (method === 'GET' && path === '/api/feedback');
      const expected = portal.test(path)
        ? ['ciamIdToken', 'portalSession']
        : editorOnly
          ? ['editorCookie']
          : content.test(path)
            ? ['apiKey', 'editorCookie']
            : [];
      if (names.join() !== expected.join()) problems.push(`${method} ${path}: ${names.join() || 'public'}`);
      if (names.length > 0 && !operation.responses['401']) problems.push(`${method} ${path}: no 401`);
    }
    expect(problems).toEqual([]);
  });

  it('files every operation under a declared tag, with a summary', () => {
    const declared = new Set((document.tags ?? []).map((tag) => tag.name));
    for (const { method, path, operation } of operations(document)) {
      expect(operation.tags?.length, `${method} ${path}`).toBe(1);
      expect(declared, `${method} ${path}`).toContain(operation.tags![0]);
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
    }
  });

  it('gives every operation a unique id, and every path parameter a description in the path', () => {
    const ids = operations(document).map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, operation } of operations(document)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (operation.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      expect(declared, `${method} ${path}`).toEqual(inPath);
    }
  });

  it('shows examples for the main calls: product data, forms, search suggest, tickets', () => {
    const example = (media: MediaType | undefined) => media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
    const json = (operation: Operation | undefined, status: string) =>
      example(operation?.responses[status]?.content?.['application/json']);
    const body = (operation: Operation | undefined) => example(operation?.requestBody?.content['application/json']);

    expect(json(document.paths['/api/product-data/{sisCode}']?.get, '200')).toMatchObject({ sisCode: 'en-US' });
    expect(body(document.paths['/api/search-proxy/suggest']?.post)).toMatchObject({ localeCode: 'en' });
    expect(json(document.paths['/api/search-proxy/suggest']?.post, '200')).toMatchObject({
      records: expect.any(Array),
    });
    expect(body(document.paths['/api/forms/contact']?.post)).toMatchObject({ privacyAccepted: true });
    expect(json(document.paths['/api/forms/contact']?.post, '201')).toMatchObject({ id: expect.any(String) });
    expect(body(document.paths['/api/tickets-proxy']?.post)).toMatchObject({
      query: expect.stringContaining('tickets'),
    });
  });

  it('describes request bodies and query parameters from the validation classes', () => {
    const suggest = document.components.schemas.SuggestRequestDto;
    expect(suggest?.properties).toMatchObject({ localeCode: {}, siteSlug: {}, query: {} });
    const productData = document.paths['/api/product-data/{sisCode}']!.get!;
    expect(productData.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['sisCode', 'country', 'cache']));
  });
});
