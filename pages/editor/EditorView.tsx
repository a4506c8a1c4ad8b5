import { type FormEvent, useRef, useState } from 'react';
import type { EditorHomePayload } from '../../modules/editor-area/editor-area.contract.js';
import { Button } from '../../renderer/components/Button.js';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { useTranslation } from '../../renderer/use-translation.js';
import './editor.css';

/** The editor area's views (issue 11). */
export default function EditorView({ view }: SectionViewProps<'editor'>) {
  switch (view.name) {
    case 'home':
      return <EditorHome {...view.payload} />;
  }
}

/** SPEC §4 editor authentication: not signed in, checking, signed in, wrong password. */
type AuthState = 'signed-out' | 'checking' | 'wrong-password' | 'too-many' | 'failed';

function EditorHome(payload: EditorHomePayload) {
  const { t } = useTranslation();
  return (
    <section className="editor-area" aria-labelledby="editor-heading">
      <h1 id="editor-heading">{t('editor.title')}</h1>
      {payload.signedIn ? <SignedIn {...payload} /> : <SignInForm authenticationUrl={payload.authenticationUrl} />}
    </section>
  );
}

function SignInForm({ authenticationUrl }: { authenticationUrl: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<AuthState>('signed-out');
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState('checking');
    const password = input.current?.value ?? '';
    try {
      const response = await fetch(authenticationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ input: password }),
      });
      if (response.status === 429) return fail('too-many');
      const body = (await response.json()) as { success?: boolean };
      // The cookie is httpOnly: the page reloads to be rendered for the editor.
      if (response.ok && body.success) return window.location.reload();
      fail(response.ok ? 'wrong-password' : 'failed');
    } catch {
      fail('failed');
    }
  };
  const fail = (next: AuthState) => {
    setState(next);
    input.current?.focus();
    input.current?.select();
  };

  const message =
    state === 'wrong-password'
      ? t('editor.wrongPassword')
      : state === 'too-many'
        ? t('editor.tooManyAttempts')
        : state === 'failed'
          ? t('editor.signInFailed')
          : '';
  return (
    <form className="editor-sign-in" onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('editor.intro')}</p>
      <label htmlFor="editor-password">{t('editor.password')}</label>
      <input
        id="editor-password"
        ref={input}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        maxLength={200}
        aria-invalid={state === 'wrong-password' || undefined}
        aria-describedby={message ? 'editor-sign-in-error' : undefined}
      />
      <p id="editor-sign-in-error" className="field-error" role="alert">
        {message}
      </p>
      <Button type="submit" loading={state === 'checking'} loadingLabel={t('editor.checking')}>
        {t('editor.signIn')}
      </Button>
    </form>
  );
}

function SignedIn({ authenticationUrl, translationsHref, homeHref }: EditorHomePayload) {
  const { t } = useTranslation();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    await fetch(authenticationUrl, { method: 'DELETE' }).catch(() => undefined);
    window.location.reload();
  };
  return (
    <div className="editor-signed-in">
      <p role="status">{t('editor.signedIn')}</p>
      <ul className="editor-links">
        <li>
          <a href={translationsHref}>{t('editor.translations')}</a>
        </li>
        <li>
          <a href={homeHref}>{t('editor.previewSite')}</a>
        </li>
      </ul>
      <Button variant="secondary" loading={signingOut} onClick={() => void signOut()}>
        {t('editor.signOut')}
      </Button>
    </div>
  );
}
