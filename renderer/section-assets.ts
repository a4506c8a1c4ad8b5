import type { GlobalContextServer } from 'vike/types';

/** Vike's copy of the client build's manifest (https://vike.dev/getGlobalContext); null in development. */
export type AssetsManifest = GlobalContextServer['assetsManifest'];

/** Files (paths from the site root) the HTML links so a lazily loaded chunk is there before it is needed. */
export interface ChunkAssets {
  /** Stylesheets, in the order the chunk imports them. */
  styles: string[];
  /** JavaScript files to preload (`<link rel="modulepreload">`). */
  scripts: string[];
}

const NONE: ChunkAssets = { styles: [], scripts: [] };

/**
 * The CSS and JavaScript of the dynamically imported module `source` (its path from the project root, its key in
 * the manifest) that the page importing it does not load already. Vike links the CSS of a page's own entry, not
 * of the chunks it imports with `import()`; without these links the server's HTML would show until the chunk's
 * JavaScript had loaded its CSS (a flash of unstyled content). Empty in development, where Vite serves the CSS.
 */
export function dynamicChunkAssets(manifest: AssetsManifest, source: string): ChunkAssets {
  if (!manifest) return NONE;
  if (!manifest[source])
    throw new Error(`${source} is not a chunk of the client build (see pages/cms/section-views.ts)`);

  /** The chunk and every chunk it imports statically, imported ones first. */
  const closure = (key: string, into: string[], seen = new Set<string>()): string[] => {
    if (seen.has(key)) return into;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into, seen);
    into.push(key);
    return into;
  };
  // What the page already loads: every entry whose chunks import the module dynamically, with its imports.
  const importers = Object.keys(manifest).filter((key) => manifest[key]!.dynamicImports?.includes(source));
  const loaded = new Set<string>();
  for (const [key, entry] of Object.entries(manifest)) {
    if (!entry.isEntry) continue;
    const chunks = closure(key, []);
    if (chunks.some((chunk) => importers.includes(chunk))) chunks.forEach((chunk) => loaded.add(chunk));
  }

  // A stylesheet of several chunks is listed with each: the page links it once, where Vike put it.
  const linked = new Set([...loaded].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]));
  const assets: ChunkAssets = { styles: [], scripts: [] };
  for (const key of closure(source, [])) {
    if (loaded.has(key)) continue;
    const { file, css = [] } = manifest[key]!;
    for (const style of [...css, ...(file.endsWith('.css') ? [file] : [])]) {
      if (!linked.has(style)) assets.styles.push(`/${style}`);
      linked.add(style);
    }
    if (!file.endsWith('.css')) assets.scripts.push(`/${file}`);
  }
  return assets;
}
