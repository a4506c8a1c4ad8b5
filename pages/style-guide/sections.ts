import type { TranslationKey } from '../../i18n/index.js';

/** The style guide's sub-pages (SPEC §2.2), in navigation order; '' is the overview. */
export const STYLE_GUIDE_SECTIONS = [
  { slug: '', titleKey: 'styleGuide.overview' },
  { slug: 'inputs', titleKey: 'styleGuide.inputs' },
  { slug: 'buttons', titleKey: 'styleGuide.buttons' },
  { slug: 'modules', titleKey: 'styleGuide.modules' },
  { slug: 'components', titleKey: 'styleGuide.components' },
  { slug: 'typography', titleKey: 'styleGuide.typography' },
  { slug: 'pages/error', titleKey: 'styleGuide.errorPage' },
] as const satisfies readonly { slug: string; titleKey: TranslationKey }[];

export type StyleGuideSection = (typeof STYLE_GUIDE_SECTIONS)[number]['slug'];

export const styleGuideHref = (slug: string) => (slug ? `/style-guide/${slug}` : '/style-guide');
