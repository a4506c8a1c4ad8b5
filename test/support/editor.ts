import { EDITOR_COOKIE } from '../../modules/editor-auth/index.js';
import type { TestApp } from './test-app.js';

/** The Cookie header of a signed-in editor: signs in through the public endpoint with the configured password. */
export async function editorCookie(sut: TestApp): Promise<string> {
  const response = await sut.app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: 'POST',
      url: '/api/editor-area-autentication',
      headers: { 'content-type': 'application/json' },
      payload: { input: sut.config.editorPassword },
    });
  const value = response.cookies.find((c: { name: string }) => c.name === EDITOR_COOKIE)?.value;
  if (!value) throw new Error(`editor sign-in failed: ${response.statusCode} ${response.body}`);
  return `${EDITOR_COOKIE}=${value}`;
}
