/** How a link behaves (see classifyLink): in-app navigation, a plain anchor, or a named action. */
export const NAVIGATION_LINK_TYPES = ['internal', 'anchor', 'action'] as const;
export type NavigationLinkType = (typeof NAVIGATION_LINK_TYPES)[number];
export const NAVIGATION_LINK_TARGETS = ['_self', '_blank'] as const;
export type NavigationLinkTarget = (typeof NAVIGATION_LINK_TARGETS)[number];
