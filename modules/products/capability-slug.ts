/**
 * SPEC §3 Capability slug: accents removed, lower-cased, punctuation removed, spaces to hyphens (a run of
 * spaces, or a space next to a hyphen, becomes one hyphen).
 */
export function capabilitySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}
