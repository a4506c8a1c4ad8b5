import { EDITOR_COOKIE, EditorAuthService } from '../../modules/editor-auth/index.js';
import type { TestApp } from './test-app.js';

/** The Cookie header of a signed-in editor (SPEC §6: the cookie holds the password's keyed hash). */
export function editorCookie(sut: TestApp): string {
  return `${EDITOR_COOKIE}=${sut.app.get(EditorAuthService).hashFor(sut.config.editorPassword)}`;
}
