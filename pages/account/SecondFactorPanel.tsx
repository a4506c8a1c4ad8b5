import type { AccountSettingsDto } from '../../modules/account/account.dto.js';
import type { TotpEnrolmentDto } from '../../modules/account/account.dto.js';
import { type FormEvent, useId, useState } from 'react';
import type { TranslationKey } from '../../i18n/messages.js';
import { ACCOUNT_API } from '../../modules/account/account.contract.js';
import { normaliseTotpCode } from '../../modules/account-security/account-settings.contract.js';
import { Button } from '../../renderer/components/Button.js';
import { TextArea, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { type AccountFailure, accountFailure, accountRequest } from './account-client.js';
import { FailureNotice } from './FailureNotice.js';

/**
 * The TOTP second factor: set up an authenticator (its secret as text and otpauth:// link, shown once, confirmed
 * with a code), or reset the registered one (SPEC §6 'reset MFA device', offered to everyone, internal employees
 * included).
 */
export function SecondFactorPanel({ enrolled: initiallyEnrolled }: { enrolled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [enrolled, setEnrolled] = useState(initiallyEnrolled);
  const [enrolment, setEnrolment] = useState<TotpEnrolmentDto | null>(null);
  const [codeError, setCodeError] = useState(false);
  const [notice, setNotice] = useState<TranslationKey | null>(null);
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  const [sending, setSending] = useState(false);

  async function run(work: () => Promise<void>) {
    setFailure(null);
    setNotice(null);
    setSending(true);
    try {
      await work();
    } catch (error) {
      setFailure(accountFailure(error));
    } finally {
      setSending(false);
    }
  }

  const start = () =>
    run(async () => {
      setEnrolment(await accountRequest<TotpEnrolmentDto>('POST', ACCOUNT_API.totp));
    });

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = normaliseTotpCode(String(new FormData(event.currentTarget).get('code') ?? ''));
    setCodeError(!code);
    if (!code) return;
    void run(async () => {
      const settings = await accountRequest<AccountSettingsDto>('POST', ACCOUNT_API.totpConfirm, { code });
      setEnrolled(settings.totpEnrolled);
      setEnrolment(null);
      setNotice('account.mfa.enrolledNow');
    });
  }

  const reset = () =>
    run(async () => {
      await accountRequest<{ removed: boolean }>('DELETE', ACCOUNT_API.mfa);
      setEnrolled(false);
      setEnrolment(null);
      setNotice('account.mfa.resetDone');
    });

  return (
    <section className="account-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account.mfa.title')}</h2>
      <p>{enrolled ? t('account.mfa.enrolled') : t('account.mfa.none')}</p>
      {notice && (
        <p className="account-success" role="status">
          {t(notice)}
        </p>
      )}
      {enrolment && (
        <form className="account-form" noValidate onSubmit={confirm}>
          <p>{t('account.mfa.instructions')}</p>
          <dl className="account-fields">
            <dt>{t('account.mfa.secret')}</dt>
            <dd>
              <code className="account-secret">{enrolment.secret}</code>
            </dd>
            <dt>{t('account.mfa.uri')}</dt>
            <dd>
              <a href={enrolment.uri} className="account-secret account-uri">
                {enrolment.uri}
              </a>
            </dd>
          </dl>
          {/* The server's SVG (qrcode): an inline element, which the page CSP allows where a data: image may not be. */}
          <div
            className="account-qr"
            role="img"
            aria-label={t('account.mfa.qr')}
            dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
          />
          <div className="account-field">
            <label htmlFor={`${id}-uri`}>{t('account.mfa.uriCopy')}</label>
            <TextArea
              id={`${id}-uri`}
              className="account-secret"
              readOnly
              rows={3}
              value={enrolment.uri}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <div className="account-field">
            <label htmlFor={`${id}-code`}>{t('account.mfa.code')}</label>
            <TextInput
              id={`${id}-code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${id}-code-error` : undefined}
            />
            {codeError && (
              <span className="account-error" id={`${id}-code-error`}>
                {t('account.mfa.codeInvalid')}
              </span>
            )}
          </div>
          <Button type="submit" disabled={sending}>
            {t('account.mfa.confirm')}
          </Button>
        </form>
      )}
      {failure && <FailureNotice failure={failure} />}
      {!enrolled && !enrolment && (
        <Button type="button" onClick={() => void start()} disabled={sending}>
          {t('account.mfa.start')}
        </Button>
      )}
      {enrolled && (
        <Button type="button" onClick={() => void reset()} disabled={sending}>
          {t('account.mfa.reset')}
        </Button>
      )}
    </section>
  );
}
