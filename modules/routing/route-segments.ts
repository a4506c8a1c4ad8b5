/** SPEC §2.1 route shape after the optional locale prefix and site slug: parent slug and page slug, both default home. */
export interface PageSlugs {
  parentSlug: string;
  slug: string;
}

export function pageSlugsFrom(segments: string[]): PageSlugs | undefined {
  if (segments.length === 0) return { parentSlug: 'home', slug: 'home' };
  if (segments.length === 1) return { parentSlug: 'home', slug: segments[0]! };
  if (segments.length === 2) return { parentSlug: segments[0]!, slug: segments[1]! };
  return undefined;
}

/** Path segments without empty parts; undefined when a segment is not valid percent-encoding. */
export function pathSegments(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .filter((part) => part.length > 0)
      .map((part) => decodeURIComponent(part));
  } catch {
    return undefined;
  }
}
