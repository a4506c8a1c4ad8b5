import { Matches } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/core/errors/index.js';
import type { LocaleResponse } from '../locales/index.js';
import type { SiteResponse } from '../sites/index.js';
import type { SectionRequest } from './page-result.js';
import {
  type AnyPageDefinition,
  type PageArea,
  compilePattern,
  definePages,
  matchPattern,
  page,
} from './page-table.js';
import { PageTables } from './page-tables.js';

class IdParams {
  @Matches(/^\d+$/)
  id!: string;
}

class PathParams {
  @Matches(/^[a-z]+$/, { each: true })
  path!: string[];
}

const request = (siteSlug: string | null = null): SectionRequest => ({
  site: { id: 'main', slug: siteSlug } as SiteResponse,
  locale: { urlCode: 'en', language: 'en', code: 'en-US' } as LocaleResponse,
  search: '',
  cookies: {},
  isEditor: false,
  showDrafts: false,
});

const view = (title: string) =>
  Promise.resolve({
    kind: 'view' as const,
    view: { section: 'x', name: 'y', title, description: '', payload: {} } as never,
    breadcrumbs: [],
  });

function tables(): PageTables {
  const registry = new PageTables();
  registry.register(
    definePages(
      'things',
      [
        page({ pattern: '/things', access: 'public', load: () => view('list') }),
        page({ pattern: '/things/new', access: 'public', load: () => view('new') }),
        page({
          pattern: '/things/:id',
          params: IdParams,
          access: 'public',
          load: ({ params }) => {
            if (params.id === '403') throw new DomainError('No', 'not yours', 403);
            if (params.id === '400') throw new DomainError('Bad', 'bad query', 400);
            if (params.id === '404') throw new DomainError('Gone', 'gone', 404);
            if (params.id === '500') throw new Error('boom');
            return params.id === '0' ? Promise.resolve(undefined) : view(`thing ${params.id}`);
          },
        }),
        page({
          pattern: '/tree/*path',
          params: PathParams,
          access: 'public',
          load: ({ params }) => view(params.path.join('>')),
        }),
      ],
      { query: { page: { normalise: (v) => v } }, mainSiteOnly: true },
    ),
  );
  registry.register(
    definePages('lookup', [page({ pattern: '/find', access: 'personal', load: () => view('find') })], {
      unmatched: 'cms',
    }),
  );
  return registry;
}

const resultOf = async (registry: PageTables, path: string[], siteSlug: string | null = null) =>
  registry.resolve(path, request(siteSlug));

describe(matchPattern.name, () => {
  it('matches literals, one-segment params and a trailing rest param exactly', () => {
    expect(matchPattern(compilePattern('/a/:b'), ['a', 'x'])).toEqual({ b: 'x' });
    expect(matchPattern(compilePattern('/a/:b'), ['a'])).toBeUndefined();
    expect(matchPattern(compilePattern('/a/:b'), ['a', 'x', 'y'])).toBeUndefined();
    expect(matchPattern(compilePattern('/a/*rest'), ['a', 'x', 'y'])).toEqual({ rest: ['x', 'y'] });
    expect(matchPattern(compilePattern('/a/*rest'), ['a'])).toBeUndefined();
    expect(matchPattern(compilePattern('/'), [])).toEqual({});
  });
});

describe(PageTables.name, () => {
  it('answers the first page whose pattern matches, in declaration order', async () => {
    const registry = tables();
    expect(await resultOf(registry, ['things'])).toMatchObject({ view: { title: 'list' } });
    expect(await resultOf(registry, ['things', 'new'])).toMatchObject({ view: { title: 'new' } });
    expect(await resultOf(registry, ['things', '7'])).toMatchObject({ view: { title: 'thing 7' } });
    expect(await resultOf(registry, ['tree', 'a', 'b'])).toMatchObject({ view: { title: 'a>b' } });
  });

  it('answers a param its class refuses, an unmatched path and `undefined` from the loader with the 404', async () => {
    const registry = tables();
    const notFound = (path: string) => ({ kind: 'not-found', message: `Page not found: ${path}` });
    expect(await resultOf(registry, ['things', 'abc'])).toEqual(notFound('/en/things/abc'));
    expect(await resultOf(registry, ['things', '1', '2'])).toEqual(notFound('/en/things/1/2'));
    expect(await resultOf(registry, ['things', '0'])).toEqual(notFound('/en/things/0'));
  });

  it('maps a DomainError to the page status once: 404, 403, 400; anything else stays an error', async () => {
    const registry = tables();
    expect(await resultOf(registry, ['things', '404'])).toEqual({
      kind: 'not-found',
      message: 'Page not found: /en/things/404',
    });
    expect(await resultOf(registry, ['things', '403'])).toEqual({ kind: 'forbidden', message: 'not yours' });
    expect(await resultOf(registry, ['things', '400'])).toEqual({ kind: 'refused', status: 400, message: 'bad query' });
    await expect(resultOf(registry, ['things', '500'])).rejects.toThrow('boom');
  });

  it('hands unknown sections, and unmatched paths of a table that says so, to the CMS lookup', async () => {
    const registry = tables();
    expect(await resultOf(registry, ['about'])).toBeUndefined();
    expect(await resultOf(registry, ['find', 'more'])).toBeUndefined();
    expect(await resultOf(registry, ['find'])).toMatchObject({ view: { title: 'find' } });
  });

  it('answers main-site pages on another site with the 404', async () => {
    expect(await resultOf(tables(), ['things'], 'brand')).toEqual({
      kind: 'not-found',
      message: 'Page not found: /en/brand/things',
    });
  });

  it('knows per section what is personal and which query a public section reads', () => {
    const registry = tables();
    expect(registry.isPersonal('find')).toBe(true);
    expect(registry.isPersonal('things')).toBe(false);
    expect(Object.keys(registry.queryOf('things'))).toEqual(['page']);
    expect(registry.queryOf('find')).toEqual({});
    // A CMS page reads only the thanks state of a form posted without JavaScript.
    expect(Object.keys(registry.queryOf('about'))).toEqual(['sent']);
  });

  it('runs an area gate before matching, a page service check after, and lets the area present the view', async () => {
    const registry = new PageTables();
    let signedIn = false;
    const area: PageArea = {
      name: 'portal',
      segment: 'portal',
      enter: () =>
        Promise.resolve(
          signedIn ? { viewer: { roles: ['a'] } } : { refused: { kind: 'redirect', location: '/login' } },
        ),
      present: (result) => ({ ...result, private: true }) as never,
    };
    registry.register(
      definePages('area', [
        page({ pattern: '/', access: { portal: true }, load: () => view('home') }),
        page({
          pattern: '/b',
          access: {
            portal: {
              service: (viewer) => (viewer as unknown as { roles: string[] }).roles.includes('b'),
              refused: () => ({ kind: 'forbidden', message: 'no b' }),
            },
          },
          load: () => view('b'),
        }),
      ]),
    );
    registry.registerArea(area);
    expect(await resultOf(registry, ['portal', 'nothing'])).toEqual({ kind: 'redirect', location: '/login' });
    signedIn = true;
    expect(await resultOf(registry, ['portal'])).toMatchObject({ view: { title: 'home' }, private: true });
    expect(await resultOf(registry, ['portal', 'b'])).toEqual({ kind: 'forbidden', message: 'no b' });
    expect(await resultOf(registry, ['portal', 'nothing'])).toEqual({
      kind: 'not-found',
      message: 'Page not found: /en/portal/nothing',
    });
    expect(registry.isPersonal('portal')).toBe(true);
  });

  it('refuses a section declared by two tables', () => {
    const registry = tables();
    expect(() =>
      registry.register(definePages('other', [page({ pattern: '/things/x', access: 'public', load: () => view('') })])),
    ).toThrow('Section things is declared by things and other');
  });
});

describe('PageTables.register', () => {
  it('refuses at start-up a page without an access declaration or with a param nobody validates', () => {
    const registry = new PageTables();
    const undeclared = { pattern: '/a', load: () => view('') } as unknown as AnyPageDefinition;
    expect(() => registry.register(definePages('a', [undeclared]))).toThrow('Page /a of a declares no access');
    const unvalidated = page({ pattern: '/b/:id/:other', params: IdParams, access: 'public', load: () => view('') });
    expect(() => registry.register(definePages('b', [unvalidated]))).toThrow(
      'Page /b/:id/:other of b: :other not validated',
    );
  });
});
