// What a section resolver (catalogue, stories, media releases, ...) hands the catch-all page to render.
// Types only: no server imports.

/**
 * A page that is not a stored CMS page but a view of a section of the site (SPEC §2.2: `/products/...`,
 * `/stories/...`, `/media-releases/...`). `section` picks the component in `pages/cms/section-views.tsx`;
 * `name` tells that component which of its views to show; `payload` is the view's own data.
 */
export interface SectionView<Payload = unknown> {
  section: string;
  name: string;
  title: string;
  description: string;
  payload: Payload;
}
