import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type FieldDeclaration,
  type FieldDeclarations,
  declareModule,
  list,
  richText,
  text,
} from './content-fields.contract.js';
import { normalizeFields } from './content-fields.js';
import { CONTENT_MODULE_DECLARATIONS } from './content-module-declarations.contract.js';
import { moduleImageIds, normalizeModules } from './content-modules.js';

const FIELD_KINDS = new Set<FieldDeclaration['kind']>([
  'text',
  'rich-text',
  'date',
  'number',
  'boolean',
  'select',
  'image',
  'link',
  'href',
  'list',
  'anchor',
  'product-links',
  'video-kind',
  'page-anchors',
]);

/** What an editing form generator does: walk every field in order, nested lists included. */
type FormField = { path: string; kind: string; label: string; limits: Record<string, unknown> };
function walk(fields: FieldDeclarations, prefix = ''): FormField[] {
  return Object.entries(fields).flatMap(([key, field]) => {
    const { kind, label, ...limits } = field;
    const own = { path: prefix + key, kind, label, limits };
    return field.kind === 'list' ? [own, ...walk(field.of, `${prefix}${key}[].`)] : [own];
  });
}

describe('content module declarations', () => {
  it('declares every module type the views render, under its own type', () => {
    const view = readFileSync(new URL('../../renderer/content/ContentModules.tsx', import.meta.url), 'utf8');
    const rendered = [...view.matchAll(/case '([a-z-]+)':/g)].map((m) => m[1]);
    expect(rendered.length).toBeGreaterThan(10);
    expect(Object.keys(CONTENT_MODULE_DECLARATIONS).sort()).toEqual([...rendered].sort());
    for (const [type, declaration] of Object.entries(CONTENT_MODULE_DECLARATIONS)) {
      expect(declaration.type).toBe(type);
      expect(declaration.label).not.toBe('');
    }
  });

  it('lets a form walk every field of every type with its kind, label and limits', () => {
    const form = Object.fromEntries(
      Object.values(CONTENT_MODULE_DECLARATIONS).map((d) => [d.type, walk(d.fields)] as const),
    );
    for (const fields of Object.values(form)) {
      expect(fields[0]).toMatchObject({ path: 'anchor', kind: 'anchor', label: 'Anchor' });
      for (const field of fields) {
        expect(FIELD_KINDS.has(field.kind as FieldDeclaration['kind'])).toBe(true);
        expect(field.label.length).toBeGreaterThan(0);
      }
    }
    expect(form.hero!.map((f) => [f.path, f.kind])).toEqual([
      ['anchor', 'anchor'],
      ['title', 'text'],
      ['lead', 'text'],
      ['cover', 'boolean'],
      ['image', 'image'],
      ['cta', 'link'],
    ]);
    expect(form.hero!.find((f) => f.path === 'title')).toMatchObject({ label: 'Title', limits: { max: 300 } });
    expect(form.image!.find((f) => f.path === 'size')!.limits).toMatchObject({
      options: ['Stretched', 'BreakOut', 'Inline'],
      default: 'Inline',
    });
    expect(form.image!.find((f) => f.path === 'image')!.limits).toMatchObject({ required: true });
    expect(form.terms!.map((f) => f.path)).toContain('sections[].html');
    expect(form.downloads!.find((f) => f.path === 'files[].sizeBytes')).toMatchObject({ kind: 'number' });
    expect(form['anchor-navigation']!.find((f) => f.path === 'items')!.limits).toMatchObject({ derived: true });
  });

  it('names as image keys exactly the image fields', () => {
    const stored = [
      { type: 'hero', image: { id: 'a' }, poster: { id: 'b' }, cta: { id: 'c' } },
      { type: 'contact-panel', contacts: [{ image: { id: 'd' } }] },
    ];
    expect(moduleImageIds(stored as never)).toEqual(['a', 'b', 'd']);
  });
});

describe('the normaliser applies the declarations', () => {
  it('cuts a too long text to its max and drops unknown fields', () => {
    const [hero] = normalizeModules([{ type: 'hero', title: 'x'.repeat(400), secret: 'dropped' }]);
    expect(hero!.title).toBe('x'.repeat(300));
    expect(hero).not.toHaveProperty('secret');
    expect(Object.keys(hero!)).toEqual(['anchor', 'type', 'title', 'lead', 'cover', 'image', 'cta']);
  });

  it('sanitizes rich text, at the top and in list items', () => {
    const [richTextModule, accordion] = normalizeModules([
      { type: 'rich-text', html: '<p onclick="x()">a</p><script>alert(1)</script>' },
      { type: 'accordion', items: [{ title: 't', html: '<b>b</b><script>alert(1)</script>', extra: 1 }] },
    ]);
    expect(richTextModule!.html).toBe('<p>a</p>');
    expect(accordion!.items).toEqual([{ title: 't', html: '<b>b</b>' }]);
  });

  it('drops a module or item whose required field is empty', () => {
    const modules = normalizeModules([
      { type: 'image', image: { id: 'not-stored' } },
      { type: 'video', url: 'https://example.com/page' },
      { type: 'downloads', files: [{ url: '//evil.example/a.pdf' }, { url: '/a.pdf', extension: 'PDF' }] },
    ]);
    expect(modules.map((m) => m.type)).toEqual(['downloads']);
    expect(modules[0]!.files).toEqual([{ title: '', url: '/a.pdf', extension: 'pdf', sizeBytes: 0, language: '' }]);
  });

  it('cuts a list beyond its max items', () => {
    const teasers = declareModule('teasers', {
      label: 'Teasers',
      fields: { items: list({ label: 'Items', max: 2, of: { title: text({ label: 'Title', max: 5 }) } }) },
    });
    const stored = { items: [{ title: 'first one' }, 'not an item', { title: 'b' }, { title: 'c' }], other: 1 };
    expect(normalizeFields(teasers.fields, stored, new Map())).toEqual({
      anchor: null,
      items: [{ title: 'first' }, { title: 'b' }],
    });
  });

  it('applies a declared rich text and text to a new module type the same way', () => {
    const note = declareModule('note', {
      label: 'Note',
      fields: { title: text({ label: 'Title', max: 3, required: true }), body: richText({ label: 'Body' }) },
    });
    expect(normalizeFields(note.fields, { title: '', body: '<p>x</p>' }, new Map())).toBeUndefined();
    expect(normalizeFields(note.fields, { title: 'abcd', body: '<i onmouseover="x()">x</i>' }, new Map())).toEqual({
      anchor: null,
      title: 'abc',
      body: '<i>x</i>',
    });
  });
});
