/**
 * What a chunk of its own exports, loaded once on demand and kept: the section views (section-views.tsx) and the
 * panels loaded on first use (components/load-on-first-use.tsx). A failed download (a tab opened before a deploy)
 * is not remembered: the next caller asks for the chunk again.
 */
export class ChunkLoader<T> {
  private value: T | undefined;
  private loading: Promise<T> | undefined;

  /** `importChunk` must be `() => import('…')…` of the module: the `import()` is what makes the bundler split it. */
  constructor(private readonly importChunk: () => Promise<T>) {}

  /** The export, once loaded. */
  get loaded(): T | undefined {
    return this.value;
  }

  load(): Promise<T> {
    this.loading ??= this.importChunk().then(
      (value) => (this.value = value),
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }
}
