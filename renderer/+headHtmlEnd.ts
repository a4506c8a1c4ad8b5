import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageContextServer } from 'vike/types';
import { pageLayoutOf } from './layout-data.js';
import { pageLanguage } from './page-language.js';

let chunkFiles: Readonly<Record<string, string>> | undefined;

/** Built client file of each `i18n/<lang>.json`, from Vike's build manifest (dist/assets.json, beside dist/server). */
function dictionaryChunkFiles(): Readonly<Record<string, string>> {
  if (chunkFiles) return chunkFiles;
  chunkFiles = {};
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4 && !existsSync(join(dir, 'assets.json')); depth++) dir = dirname(dir);
  const manifestFile = join(dir, 'assets.json');
  if (!existsSync(manifestFile)) return chunkFiles;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file?: string }>;
  chunkFiles = Object.fromEntries(
    Object.entries(manifest).flatMap(([source, { file }]) => {
      const language = /^i18n\/(\w+)\.json$/.exec(source)?.[1];
      return language && file ? [[language, file]] : [];
    }),
  );
  return chunkFiles;
}

/**
 * The page language's dictionary chunk starts downloading with the entry script, not after it ran
 * (+onBeforeRenderClient imports it before hydration). Production only: in development Vite serves the sources.
 */
export function headHtmlEnd(pageContext: PageContextServer): string {
  // Issue 13: the site chrome starts downloading with the HTML (the browser keeps it across pages of the site).
  const chrome = pageLayoutOf(pageContext)?.chrome;
  const chromeLink =
    chrome && !chrome.inline
      ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(chrome.url)}">`
      : '';
  if (!import.meta.env.PROD) return chromeLink;
  const file = dictionaryChunkFiles()[pageLanguage(pageContext)];
  return (file ? `<link rel="modulepreload" href="/${file}">` : '') + chromeLink;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
