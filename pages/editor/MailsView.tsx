import type { EditorMailsPayload } from '../../modules/editor-area/editor-area.contract.js';
import type { StoredMailData } from '../../modules/mail/mail.contract.js';
import type { TranslationKey } from '../../i18n/messages.js';
import { useTranslation } from '../../renderer/use-translation.js';

const STATUS_KEYS: Readonly<Record<StoredMailData['status'], TranslationKey>> = {
  sent: 'mails.status.sent',
  queued: 'mails.status.queued',
  failed: 'mails.status.failed',
  stored: 'mails.status.stored',
};

/** `/{locale}/editor/mails` (demo mode): the newest stored mails and their links. */
export function MailsView({ mails, delivering }: EditorMailsPayload) {
  const { t, language } = useTranslation();
  // UTC, so the server's HTML and the browser's hydration agree whatever the browser's time zone.
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <section className="editor-mails" aria-labelledby="editor-mails-heading">
      <h1 id="editor-mails-heading">{t('mails.title')}</h1>
      <p>{t('mails.intro')}</p>
      {!delivering && <p className="notice">{t('mails.notDelivering')}</p>}
      {mails.length === 0 ? (
        <p>{t('mails.empty')}</p>
      ) : (
        <ol className="editor-mail-list">
          {mails.map((mail) => (
            <li key={mail.id} className="editor-mail" data-mail-kind={mail.kind}>
              <article aria-labelledby={`mail-${mail.id}`}>
                <h2 id={`mail-${mail.id}`}>{mail.subject}</h2>
                <p className="editor-mail-meta">
                  {t('mails.to')}: {mail.recipient} ·{' '}
                  <time dateTime={mail.createdAt}>{dateTime.format(new Date(mail.createdAt))} UTC</time> ·{' '}
                  {t(STATUS_KEYS[mail.status])}
                </p>
                {mail.links.length > 0 && (
                  <nav aria-label={t('mails.links')}>
                    <ul>
                      {mail.links.map((link) => (
                        <li key={link}>
                          <a href={link} data-vike="false">
                            {link}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </nav>
                )}
                <pre className="editor-mail-body">{mail.body}</pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
