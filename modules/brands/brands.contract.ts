// Types only: pages import this file, so it holds no server code.

/** SPEC §3 Brand image: the brand's logo, a URL (through the image endpoint for stored logos) and its box. */
export interface BrandImage {
  url: string;
  alternativeText: string;
  width: number;
  height: number;
}
