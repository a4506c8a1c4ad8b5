// What a section resolver (catalogue, stories, media releases, search) hands the catch-all page to render.
// Types only: no server imports. How a feature adds a section: docs/sections.md.

/**
 * The payload of every view of every section, by section and view name: `{ [section]: { [view name]: payload } }`.
 * Routing sits below the features and imports none of them, so each feature adds its own section from its
 * `*.contract.ts` by declaration merging:
 *
 * ```ts
 * declare module '../routing/section-view.contract.js' {
 *   interface SectionViewPayloads {
 *     stories: { list: StoryListPayload; detail: StoryDetailPayload };
 *   }
 * }
 * ```
 */
export interface SectionViewPayloads {}

/** A section's key (`SectionView.section`): it picks the lazily loaded view module in `pages/cms/section-views.ts`. */
export type SectionName = keyof SectionViewPayloads & string;

/** The names of one section's views (`SectionView.name`). */
export type SectionViewName<S extends SectionName> = keyof SectionViewPayloads[S] & string;

/**
 * One view of one section: a page that is not a stored CMS page but a view of a section of the site (SPEC §2.2:
 * `/products/...`, `/stories/...`, `/media-releases/...`, `/search`). `name` picks the view within the section's
 * module; `payload` is that view's own data.
 */
export interface SectionViewOf<S extends SectionName, N extends SectionViewName<S>> {
  section: S;
  name: N;
  title: string;
  description: string;
  payload: SectionViewPayloads[S][N];
}

/** The views of a section (of each section of a union), as a union discriminated by `name`. */
export type SectionViewIn<S extends SectionName> = S extends SectionName
  ? { [N in SectionViewName<S>]: SectionViewOf<S, N> }[SectionViewName<S>]
  : never;

/** Every view of every section, as a union discriminated by `section` and then `name`. */
export type SectionView = SectionViewIn<SectionName>;
