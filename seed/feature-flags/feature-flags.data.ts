import type { NewFeatureFlag } from '../../modules/feature-flags/feature-flags.schema.js';

/** The flags the code asks for (modules/feature-flags FEATURES), each starting in the next release. */
export const SEED_FEATURE_FLAGS: NewFeatureFlag[] = [
  {
    key: 'footer-subscribe',
    stage: 'next',
    description:
      'Subscribe block in the site footer linking the RSS feeds (news; stories and media releases on the main site)',
  },
];
