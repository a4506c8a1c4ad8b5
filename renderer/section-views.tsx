import { type ComponentType, use } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { SectionName, SectionView, SectionViewIn } from '../modules/routing/section-view.contract.js';
import { ChunkLoader } from './chunk-loader.js';
import { dynamicChunkAssets } from './section-assets.js';

/** What a section's views module renders: one view of its own section, discriminated by `name`. */
export interface SectionViewProps<S extends SectionName> {
  view: SectionViewIn<S>;
}

/** A section's views module: its default export renders every view of the section. */
export interface SectionViewModule<S extends SectionName> {
  default: ComponentType<SectionViewProps<S>>;
}

/** One section's views module: loaded once, on demand, and kept. */
export class LazySectionModule<S extends SectionName> extends ChunkLoader<ComponentType<SectionViewProps<S>>> {
  constructor(
    /** The module's path from the project root: its key in the build's manifest (see section-assets.ts). */
    readonly source: string,
    importModule: () => Promise<SectionViewModule<S>>,
  ) {
    super(() => importModule().then((module) => module.default));
  }
}

/**
 * A section's views module at `source` (its path from the project root), imported by `load`: pass
 * `() => import('…')` of that same module, since the `import()` is what makes the bundler split it into a chunk
 * of its own (its JavaScript and CSS).
 */
export function lazySectionModule<S extends SectionName>(
  source: string,
  load: () => Promise<SectionViewModule<S>>,
): LazySectionModule<S> {
  return new LazySectionModule(source, load);
}

/** Every section's views module; a section without one is a type error. */
export type SectionViewRegistry = { [S in SectionName]: LazySectionModule<S> };

export interface SectionViews {
  readonly registry: SectionViewRegistry;
  /**
   * Loads the views module of a section. Await it before React renders the section (on the server before
   * rendering to HTML, in the browser before hydrating or showing the page), so the view renders at once: the
   * server's HTML holds the whole view, and hydration finds the same markup.
   */
  preload(section: SectionName): Promise<void>;
  /** Renders a section view. Its module should be preloaded; if it is not, the view suspends until it is. */
  View: ComponentType<{ view: SectionView }>;
  /**
   * The `<head>` links of a section's chunk (server only): its stylesheets, so the server's HTML is styled before
   * any JavaScript runs, and module preloads of its JavaScript, so hydration does not wait for a second round trip.
   */
  Assets: ComponentType<{ section: SectionName }>;
}

/** The loader and renderer of the section views in `registry`. */
export function createSectionViews(registry: SectionViewRegistry): SectionViews {
  function useSectionComponent<S extends SectionName>(section: S): ComponentType<SectionViewProps<S>> {
    const module: LazySectionModule<S> = registry[section];
    return module.loaded ?? use(module.load());
  }

  function View({ view }: { view: SectionView }) {
    const Component = useSectionComponent(view.section);
    return <Component view={view} />;
  }

  function Assets({ section }: { section: SectionName }) {
    const { globalContext } = usePageContext();
    if (globalContext.isClientSide) return null;
    const { styles, scripts } = dynamicChunkAssets(globalContext.assetsManifest, registry[section].source);
    // `precedence` makes React put the stylesheets in the head before the module preloads (it hoists those
    // ahead of plain links): Chromium requests them first, so the page's first paint does not wait behind
    // JavaScript for a connection and bandwidth (LCP with mobile throttling, docs/performance.md).
    return (
      <>
        {styles.map((href) => (
          <link key={href} rel="stylesheet" type="text/css" href={href} precedence="section" />
        ))}
        {scripts.map((href) => (
          <link key={href} rel="modulepreload" href={href} as="script" type="text/javascript" />
        ))}
      </>
    );
  }

  return {
    registry,
    preload: async (section) => {
      await registry[section].load();
    },
    View,
    Assets,
  };
}
