/** The `stage` argument of the content schema (modules/content-api): an editor reads drafts. */
export type ContentStageArg = 'DRAFT' | 'PUBLISHED';

export const stageOf = (audience: { editor: boolean; liveOnly?: boolean }): ContentStageArg =>
  audience.editor && !audience.liveOnly ? 'DRAFT' : 'PUBLISHED';

/**
 * SPEC §7.6: an answer whose fields are all null is an error. A lookup may rightly find nothing (an unknown slug),
 * so each adapter query also asks for `__typename`, which is never null: "not found" stays a null field.
 */
export const withTypename = (selection: string) => `__typename ${selection}`;
