import { type ComponentType, createElement, use } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ChunkLoader } from '../../chunk-loader.js';
import type { FormModuleViewProps } from './FormModule.js';
import { isFormModuleType } from './form-module.js';

// The form modules (their fields, rules and sending) are a chunk of their own: most pages have no form, so no
// page's first load carries them (issue 32). A page with a form loads the chunk before it renders: on the server
// before rendering to HTML, in the browser before hydrating (pages/cms/+onBeforeRender*), so the form renders at
// once and hydration finds the server's markup.
const formViews = new ChunkLoader(() => import('./FormModule.js').then((module) => module.FormModule));

/**
 * Whether page data holds a form module anywhere (a CMS page's modules, a story's or a media release's). The site's
 * layout (navigation, footer: the larger part of the data) never holds one.
 */
export function hasFormModule(data: unknown): boolean {
  if (Array.isArray(data)) return data.some(hasFormModule);
  if (!data || typeof data !== 'object') return false;
  const { type } = data as { type?: unknown };
  if (typeof type === 'string' && isFormModuleType(type)) return true;
  return Object.entries(data).some(([key, value]) => key !== 'layout' && hasFormModule(value));
}

/** Loads the form modules' chunk (at once when it is loaded already). */
export function loadFormViews(): Promise<unknown> {
  return formViews.loaded ? Promise.resolve() : formViews.load();
}

function useFormModule(): ComponentType<FormModuleViewProps> {
  return formViews.loaded ?? use(formViews.load());
}

/** One form content module; its chunk should be loaded (loadFormViews), or the form suspends until it is. */
export function LazyFormModule(props: FormModuleViewProps) {
  const FormModule = useFormModule();
  return (
    <>
      <ChunkPreloads />
      {createElement(FormModule, props)}
    </>
  );
}

/** The name vite.config.ts gives the forms' chunk (a chunk group, so the manifest keys it by file, not by source). */
const CHUNK_NAME = 'forms';

/** Server only: a module preload of the chunk, so hydration does not wait for a second round trip. */
function ChunkPreloads() {
  const { globalContext } = usePageContext();
  const manifest = globalContext.isClientSide ? undefined : globalContext.assetsManifest;
  const chunk = manifest && Object.values(manifest).find((entry) => entry.name === CHUNK_NAME);
  if (!chunk) return null;
  return <link rel="modulepreload" href={`/${chunk.file}`} as="script" type="text/javascript" />;
}
