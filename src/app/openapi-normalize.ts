import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * What @nestjs/swagger leaves for integrators' tools to trip over, put right once for the whole document (README
 * § REST API: the document passes Redocly's and Spectral's linters and makes a client that compiles):
 * - an operation without `security` is a public one: it says so with `security: []`, as there is no root-level
 *   requirement to inherit;
 * - `allOf` with a single `$ref` (how the plugin attaches a description to a referenced schema) becomes the `$ref`
 *   itself, with its siblings, as OpenAPI 3.1 allows;
 * - an operation with a summary but no description gets the summary as its description.
 */
export function normalizeApiDocument(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item) as [string, Record<string, unknown>][]) {
      if (!HTTP_METHODS.has(method) || typeof operation !== 'object') continue;
      operation.security ??= [];
      if (!operation.description && typeof operation.summary === 'string') operation.description = operation.summary;
    }
  }
  return collapseSingleRefAllOf(document);
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

function collapseSingleRefAllOf<T>(node: T): T {
  if (Array.isArray(node)) return node.map((entry: unknown) => collapseSingleRefAllOf(entry)) as T;
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>).map(
    ([key, value]) => [key, collapseSingleRefAllOf(value)] as const,
  );
  const result: Record<string, unknown> = Object.fromEntries(entries);
  const allOf = result.allOf;
  if (Array.isArray(allOf) && allOf.length === 1 && isRefOnly(allOf[0]) && result.$ref === undefined) {
    delete result.allOf;
    return { $ref: allOf[0].$ref, ...result } as T;
  }
  return result as T;
}

function isRefOnly(value: unknown): value is { $ref: string } {
  return !!value && typeof value === 'object' && Object.keys(value).length === 1 && '$ref' in value;
}
