// Browser-safe: the editing forms offer these themes.
/** SPEC §9 themes: the general ones and the brand-named ones. */
export const THEMES = [
  'Default',
  'Copper',
  'Light_Blue',
  'Iqc',
  'Wustec',
  'Adaptronic',
  'Cirris',
  'Diit',
  'Hosver',
  'Schleuniger',
  'Kudex',
] as const;
export type Theme = (typeof THEMES)[number];
