// Sessions for the signed-in pages: demo customers through the embedded OpenID provider (bench/portal-sign-in.mjs)
// and an editor through the editor password, as the editor area's sign-in form does (test/support/editor.ts).
import { signInToPortal } from '../portal-sign-in.mjs';
import { BenchError } from './processes.mjs';

/** The seed's customers (seed/identity/identity.data.ts; README § demo accounts), all with the demo password. */
export const DEMO_CUSTOMERS = [
  'carl@apex.example.com',
  'anna@apex.example.com',
  'bea@borealis.example.com',
  'olli@borealis.example.com',
];
export const DEMO_PASSWORD = 'demo-password';
/** The demo mode's editor password (README: editor area), unless EDITOR_PASSWORD names another. */
export const EDITOR_PASSWORD = process.env.EDITOR_PASSWORD || 'editor-demo';
const EDITOR_COOKIE = 'uapp_editor_area_password';

/** The Cookie header of a customer's portal session. */
export async function customerCookie(base, email) {
  try {
    return await signInToPortal(base, { email, password: DEMO_PASSWORD, returnTo: '/en/portal' });
  } catch (error) {
    throw new BenchError(`signing ${email} in failed: ${error.message}`);
  }
}

/** The Cookie header of an editor session (POST /api/editor-area-autentication answers the cookie's value). */
export async function editorCookie(base, name = 'Bench Editor') {
  const response = await fetch(`${base}/api/editor-area-autentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input: EDITOR_PASSWORD, name }),
  });
  const answer = response.ok ? await response.json() : undefined;
  if (!answer?.success) throw new BenchError(`the editor sign-in failed (status ${response.status})`);
  return `${EDITOR_COOKIE}=${answer.hashedPassword}`;
}
