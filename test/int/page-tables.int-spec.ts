import { getMetadataStorage } from 'class-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyPageDefinition, PageTables, patternParams } from '../../modules/routing/index.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** What a page declares about who may see it (page-table.ts PageAccess). */
function declaredAccess(definition: AnyPageDefinition): string | undefined {
  const { access } = definition as { access: unknown };
  if (access === 'public' || access === 'personal' || access === 'editor') return access;
  if (typeof access !== 'object' || access === null || !('portal' in access)) return undefined;
  const portal = (access as { portal: unknown }).portal;
  if (portal === true) return 'portal';
  const service = portal as { service?: unknown; refused?: unknown } | undefined;
  return typeof service?.service === 'function' && typeof service.refused === 'function' ? 'portal service' : undefined;
}

/** The properties the page's params class validates (class-validator metadata, inherited ones included). */
function validatedParams(definition: AnyPageDefinition): Set<string> {
  if (!definition.params) return new Set();
  const metadata = getMetadataStorage().getTargetValidationMetadatas(definition.params, '', true, false);
  return new Set(metadata.map((m) => m.propertyName));
}

describe('page tables: every page declares its access and validates its params (SPEC §2.2, §4)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('registers the tables of the features that have pages', () => {
    const features = sut.app
      .get(PageTables)
      .tables()
      .map((t) => t.feature);
    for (const feature of [
      'identity',
      'editor-area',
      'account',
      'tickets',
      'inventory',
      'product-information',
      'user-admin',
      'wire-flow',
      'feedback',
      'translations',
      'search',
      'stories',
      'media-releases',
      'products',
    ]) {
      expect(features).toContain(feature);
    }
  });

  it('finds no page without an access declaration and no :param without validation', () => {
    const problems: string[] = [];
    for (const table of sut.app.get(PageTables).tables()) {
      for (const definition of table.pages) {
        const where = `${table.feature} ${definition.pattern}`;
        if (!declaredAccess(definition)) problems.push(`${where}: no access declared`);
        const validated = validatedParams(definition);
        for (const param of patternParams(definition.pattern)) {
          if (!validated.has(param)) problems.push(`${where}: :${param} is not validated`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
