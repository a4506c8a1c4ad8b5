import { useState } from 'react';
import type { EditorHomePayload } from '../../modules/editor-area/editor-area.contract.js';
import { EDITOR_NAME_MAX_LENGTH } from '../../modules/editor-auth/editor-auth.contract.js';
import { MailsView } from './MailsView.js';
import { Button } from '../../renderer/components/Button.js';
import { PasswordForm, type PasswordOutcome } from '../../renderer/components/PasswordForm.js';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { useTranslation } from '../../renderer/use-translation.js';
import './editor.css';

/** The editor area's views. */
export default function EditorView({ view }: SectionViewProps<'editor'>) {
  switch (view.name) {
    case 'home':
      return <EditorHome {...view.payload} />;
    case 'mails':
      return <MailsView {...view.payload} />;
  }
}

/**
 * SPEC §4 editor authentication: not signed in (the form), checking (the button's loading state), wrong password
 * (the form's message), signed in (what the area offers, and sign-out).
 */
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
  const signIn = async (password: string, name: string): Promise<PasswordOutcome> => {
    const response = await fetch(authenticationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // SPEC §6: the name is kept on the editor session (who edits); the password stays shared.
      body: JSON.stringify(name ? { input: password, name } : { input: password }),
    });
    if (response.status === 429) return 'too-many';
    if (response.status === 400 && name) return 'invalid-name';
    if (!response.ok) return 'failed';
    // The cookie is httpOnly: on success the page reloads to be rendered for the editor.
    return ((await response.json()) as { success?: boolean }).success ? 'ok' : 'wrong';
  };
  return (
    <div className="editor-sign-in">
      <p>{t('editor.intro')}</p>
      <PasswordForm
        id="editor-password"
        label={t('editor.password')}
        submitLabel={t('editor.signIn')}
        wrongMessage={t('editor.wrongPassword')}
        nameField={{
          label: t('editor.name'),
          invalidMessage: t('editor.invalidName'),
          maxLength: EDITOR_NAME_MAX_LENGTH,
        }}
        check={signIn}
      />
    </div>
  );
}

function SignedIn({
  authenticationUrl,
  contentHref,
  translationsHref,
  feedbackHref,
  homeHref,
  apiKeysHref,
  mailsHref,
}: EditorHomePayload) {
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
          <a href={contentHref}>{t('editor.content')}</a>
        </li>
        <li>
          <a href={`${contentHref}/navigation`}>{t('editor.navigation')}</a>
        </li>
        <li>
          <a href={translationsHref}>{t('editor.translations')}</a>
        </li>
        <li>
          <a href={feedbackHref}>{t('feedback.editor.title')}</a>
        </li>
        <li>
          <a href={homeHref}>{t('editor.previewSite')}</a>
        </li>
        <li>
          <a href={apiKeysHref}>{t('apiKeys.title')}</a>
        </li>
        {mailsHref && (
          <li>
            <a href={mailsHref}>{t('editor.mails')}</a>
          </li>
        )}
      </ul>
      <Button variant="secondary" loading={signingOut} onClick={() => void signOut()}>
        {t('editor.signOut')}
      </Button>
    </div>
  );
}
