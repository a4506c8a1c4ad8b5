import { describe, expect, it } from 'vitest';
import type { FieldDeclaration, FieldDeclarations } from './content-fields.contract.js';
import { CONTENT_MODULE_DECLARATIONS } from './content-module-declarations.contract.js';
import { LIST_INPUT_MAX, validateContentModuleInput } from './content-module-inputs.js';
import { normalizeModules } from './content-modules.js';

type KnownType = keyof typeof CONTENT_MODULE_DECLARATIONS;
const TYPES = Object.keys(CONTENT_MODULE_DECLARATIONS) as KnownType[];
const IMAGE = { id: 'img-1', alt: 'Stored', width: 800, height: 600, mimeType: 'image/jpeg', version: 'v1' };

/** A filled-in value for a field, in the stored shape an editing form submits. */
function sample(field: FieldDeclaration): unknown {
  switch (field.kind) {
    case 'text':
      if (field.pattern) return ['section-a', '/files/a.pdf'].find((value) => field.pattern!.test(value));
      return field.case === 'upper' ? 'CH' : field.case === 'lower' ? 'pdf' : 'Sample';
    case 'rich-text':
      return '<p>Sample</p>';
    case 'date':
      return '2024-05-01';
    case 'number':
      return 12;
    case 'boolean':
      return true;
    case 'select':
      return field.options[0];
    case 'image':
      return { id: IMAGE.id, alt: 'Alt' };
    case 'link':
      return { text: 'More', href: '/about' };
    case 'href':
      return '/about';
    case 'list':
      return [sampleOf(field.of)];
    case 'anchor':
      return { id: 'section-a', title: 'Section A' };
    case 'product-links':
      return [{ productSlug: 'crimp-100', text: 'See {name}' }];
    case 'video-kind':
    case 'page-anchors':
      return undefined;
  }
}
function sampleOf(fields: FieldDeclarations): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (!field.derived) values[field.from ?? key] = sample(field);
  }
  return values;
}
const filled = (type: KnownType): Record<string, unknown> => {
  const module = { type, ...sampleOf(CONTENT_MODULE_DECLARATIONS[type].fields) };
  return type === 'video' ? { ...module, url: 'https://youtu.be/abc' } : module;
};
const refused = async (input: object) => (await validateContentModuleInput(input)).map((error) => error.property);

describe(validateContentModuleInput.name, () => {
  it.each(TYPES)('accepts a %s module with every field filled in, which the normaliser keeps', async (type) => {
    const input = filled(type);
    expect(await validateContentModuleInput(input)).toEqual([]);
    expect(normalizeModules([input as never], new Map([[IMAGE.id, IMAGE]]))).toHaveLength(1);
  });

  it.each(TYPES)('accepts a %s module with only its type and required fields', async (type) => {
    const required = Object.entries(filled(type)).filter(([key]) => {
      const field = (CONTENT_MODULE_DECLARATIONS[type].fields as FieldDeclarations)[key];
      return key === 'type' || field?.required;
    });
    expect(await validateContentModuleInput(Object.fromEntries(required))).toEqual([]);
  });

  it('refuses an unknown type and a field no declaration names', async () => {
    expect(await refused({ type: 'marquee' })).toEqual(['type']);
    expect(await refused({ ...filled('hero'), onclick: 'alert(1)' })).toEqual(['onclick']);
    // Derived fields are the server's: an editor cannot set them.
    expect(await refused({ ...filled('video'), kind: 'file' })).toEqual(['kind']);
    expect(await refused({ ...filled('anchor-navigation'), items: [] })).toEqual(['items']);
  });

  it('refuses what is beyond a declared limit', async () => {
    expect(await refused({ ...filled('hero'), title: 'x'.repeat(301) })).toEqual(['title']);
    expect(await refused({ ...filled('hero'), image: { id: IMAGE.id, alt: 'x'.repeat(501) } })).toEqual(['image']);
    const locations = [{ countryCode: 'CHE' }];
    expect(await refused({ type: 'locations', locations })).toEqual(['locations']);
    const items = Array.from({ length: LIST_INPUT_MAX + 1 }, () => ({ title: 'x' }));
    expect(await refused({ type: 'accordion', items })).toEqual(['items']);
  });

  it('refuses a missing required field and values of the wrong kind', async () => {
    expect(await refused({ type: 'image', caption: 'x' })).toEqual(['image']);
    expect(await refused({ ...filled('image'), size: 'Huge' })).toEqual(['size']);
    expect(await refused({ ...filled('hero'), cover: 'yes' })).toEqual(['cover']);
    expect(await refused({ ...filled('terms'), effectiveDate: '1 May 2024' })).toEqual(['effectiveDate']);
    expect(await refused({ ...filled('terms'), sections: [{ id: 'Not An Id' }] })).toEqual(['sections']);
    expect(await refused({ ...filled('downloads'), files: [{ url: '//other.example/a.pdf' }] })).toEqual(['files']);
  });

  it('refuses script-like links and URLs that are no video', async () => {
    expect(await refused({ ...filled('hero'), cta: { text: 'x', href: 'javascript:alert(1)' } })).toEqual(['cta']);
    expect(await refused({ ...filled('teaser-grid'), items: [{ href: 'javascript:alert(1)' }] })).toEqual(['items']);
    expect(await refused({ ...filled('video'), url: 'https://example.com/page' })).toEqual(['url']);
  });
});
