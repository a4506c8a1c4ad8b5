// The release toggle's feature flags (SPEC §1 release toggle): what the renderer may read. Types and constants
// only, no server imports (renderer/ reads the enabled keys from the page layout).

/** `live`: on for every visitor; `next`: on only with the release toggle (cookie `uapp_is-next-release=true`). */
export const FEATURE_STAGES = ['live', 'next'] as const;
export type FeatureStage = (typeof FEATURE_STAGES)[number];

/** A flag key: lower-case words joined by hyphens (`footer-subscribe`). */
export const FEATURE_KEY_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
export const FEATURE_KEY_MAX_LENGTH = 64;

/** The flags the code asks for. A key missing from the table is off for everyone. */
export const FEATURES = {
  /** The footer's "Subscribe" block linking the RSS feeds (modules/feeds). */
  footerSubscribe: 'footer-subscribe',
} as const;
export type FeatureKey = (typeof FEATURES)[keyof typeof FEATURES];

/** Whether a feature is on for the page being rendered (its layout carries the keys that are on). */
export function hasFeature(layout: { features: readonly string[] } | null | undefined, key: FeatureKey): boolean {
  return layout?.features.includes(key) ?? false;
}
