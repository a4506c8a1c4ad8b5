import { type FormEvent, useId, useRef, useState } from 'react';
import type { InvitationPayload } from '../../modules/user-admin/user-admin.contract.js';
import { Button } from '../../renderer/components/Button.js';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import '../user-admin/user-admin.css';

/** `/{locale}/invitation/{token}`: the invitee sets a password, then signs in. */
export default function InvitationView({ view }: SectionViewProps<'invitation'>) {
  return <Invitation {...view.payload} />;
}

type Problem = 'missing' | 'weak' | 'mismatch' | 'expired' | 'invalid' | 'failed';

function Invitation({ state, email, firstName, apiPath, signInHref }: InvitationPayload) {
  const { t } = useTranslation();
  const id = useId();
  const password = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  if (state !== 'open') {
    return (
      <section className="user-admin">
        <h1>{t('invitation.title')}</h1>
        <p role="alert">{state === 'expired' ? t('invitation.expired') : t('invitation.invalid')}</p>
      </section>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = String(data.get('password') ?? '');
    const repeated = String(data.get('confirm') ?? '');
    // SPEC §5 'Please enter a password'; the rule is the server's (checked there too).
    const local: Problem | null = !value
      ? 'missing'
      : value.length < 10 || !/\p{L}/u.test(value) || !/\d/.test(value)
        ? 'weak'
        : value !== repeated
          ? 'mismatch'
          : null;
    setProblem(local);
    if (local) return password.current?.focus();
    setSending(true);
    try {
      const response = await fetch(apiPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: value }),
      });
      if (response.ok) return setDone(true);
      setProblem(
        response.status === 410
          ? 'expired'
          : response.status === 404
            ? 'invalid'
            : response.status === 400
              ? 'weak'
              : 'failed',
      );
    } catch {
      setProblem('failed');
    }
    setSending(false);
  }

  if (done) {
    return (
      <section className="user-admin">
        <h1>{t('invitation.title')}</h1>
        <p role="status">{t('invitation.done')}</p>
        <p>
          <a className="button" href={signInHref} data-vike="false">
            {t('invitation.signIn')}
          </a>
        </p>
      </section>
    );
  }

  const messages: Record<Problem, string> = {
    missing: t('invitation.missing'),
    weak: t('invitation.weak'),
    mismatch: t('invitation.mismatch'),
    expired: t('invitation.expired'),
    invalid: t('invitation.invalid'),
    failed: t('invitation.failed'),
  };
  return (
    <section className="user-admin" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('invitation.title')}</h1>
      <p>{t('invitation.intro', { name: firstName, email })}</p>
      <form className="user-admin-invite" noValidate onSubmit={(event) => void submit(event)}>
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <div className="user-admin-field">
          <label htmlFor={`${id}-password`}>{t('invitation.password')}</label>
          <TextInput
            ref={password}
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            maxLength={200}
            required
            aria-invalid={problem === 'missing' || problem === 'weak' || undefined}
            aria-describedby={`${id}-rule`}
          />
          <span id={`${id}-rule`} className="field-hint">
            {t('invitation.rule')}
          </span>
        </div>
        <div className="user-admin-field">
          <label htmlFor={`${id}-confirm`}>{t('invitation.confirm')}</label>
          <TextInput
            id={`${id}-confirm`}
            name="confirm"
            type="password"
            autoComplete="new-password"
            maxLength={200}
            aria-invalid={problem === 'mismatch' || undefined}
          />
        </div>
        <p className="user-admin-error" role="alert">
          {problem ? messages[problem] : ''}
        </p>
        <Button type="submit" loading={sending} loadingLabel={t('userAdmin.sending')}>
          {t('invitation.submit')}
        </Button>
      </form>
    </section>
  );
}
