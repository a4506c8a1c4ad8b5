import { defineErrors } from '../../src/core/errors/index.js';
import { LOCALES_HEADER, STAGE_HEADER } from './content-locales.js';

export const ContentApiErrors = defineErrors({
  /** SPEC §7.4 locale header naming something other than the site's UI languages (or too many). */
  BadLocalesHeader: {
    status: 400,
    message: `${LOCALES_HEADER} must list up to 5 UI languages, e.g. "de, en"`,
  },
  BadStageHeader: { status: 400, message: `${STAGE_HEADER} must be DRAFT or PUBLISHED` },
});
