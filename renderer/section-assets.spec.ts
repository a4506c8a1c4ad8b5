import { describe, expect, it } from 'vitest';
import { type AssetsManifest, dynamicChunkAssets } from './section-assets.js';

/** A build like ours: one page entry importing two sections that share a chunk and a stylesheet. */
const MANIFEST: NonNullable<AssetsManifest> = {
  'virtual:vike:page-entry:client:/pages/cms': {
    file: 'assets/entries/pages_cms.js',
    isEntry: true,
    imports: ['_react.js', '_content.js'],
    dynamicImports: ['pages/stories/StoriesView.tsx', 'pages/products/CatalogueView.tsx'],
  },
  'virtual:vike:page-entry:client:/pages/other': {
    file: 'assets/entries/pages_other.js',
    isEntry: true,
    imports: ['_other.js'],
  },
  '_react.js': { file: 'assets/chunks/react.js', css: ['assets/static/layout.css'] },
  '_content.js': { file: 'assets/chunks/content.js', imports: ['_react.js'], css: ['assets/static/modules.css'] },
  '_other.js': { file: 'assets/chunks/other.js' },
  '_card.js': { file: 'assets/chunks/card.js', imports: ['_react.js'], css: ['assets/static/editorial.css'] },
  'pages/stories/StoriesView.tsx': {
    file: 'assets/chunks/stories.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_card.js', '_content.js'],
    css: ['assets/static/modules.css', 'assets/static/editorial.css'],
  },
  'pages/products/CatalogueView.tsx': {
    file: 'assets/chunks/catalogue.js',
    isDynamicEntry: true,
    imports: ['_card.js', '_other.js'],
    css: ['assets/static/catalogue.css', 'assets/static/editorial.css'],
  },
};

describe(dynamicChunkAssets.name, () => {
  it('lists the chunk and the chunks it imports that the importing page does not load, imported ones first', () => {
    expect(dynamicChunkAssets(MANIFEST, 'pages/stories/StoriesView.tsx')).toEqual({
      styles: ['/assets/static/editorial.css'],
      scripts: ['/assets/chunks/card.js', '/assets/chunks/stories.js'],
    });
  });

  it('links a stylesheet once, and not again when the page links it already', () => {
    expect(dynamicChunkAssets(MANIFEST, 'pages/products/CatalogueView.tsx')).toEqual({
      styles: ['/assets/static/editorial.css', '/assets/static/catalogue.css'],
      // Another page's chunk is not loaded by the page importing the catalogue.
      scripts: ['/assets/chunks/card.js', '/assets/chunks/other.js', '/assets/chunks/catalogue.js'],
    });
  });

  it('links nothing in development (no manifest: Vite serves the CSS)', () => {
    expect(dynamicChunkAssets(null, 'pages/stories/StoriesView.tsx')).toEqual({ styles: [], scripts: [] });
  });

  it('refuses a module that is not a chunk of the build', () => {
    expect(() => dynamicChunkAssets(MANIFEST, 'pages/nope/NopeView.tsx')).toThrow(/not a chunk of the client build/);
  });
});
