import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { CLOSING_REASONS, type TicketsViewPayloads } from '../../modules/tickets/tickets.contract.js';
import { Alert } from '../../renderer/components/Alert.js';
import { Button } from '../../renderer/components/Button.js';
import { Dialog } from '../../renderer/components/Dialog.js';
import { Field, Select, TextArea } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { REASON_LABELS, STATUS_LABELS, formatDate, ticketTypeLabel } from './ticket-labels.js';
import { ADD_COMMENT, CLOSE_TICKET, errorMessage, ticketsRequest, toGraphqlEnum } from './tickets-client.js';

/** One ticket (SPEC §3): its fields, replies and comments in order, attachments, a comment form and closing. */
export function TicketDetailView({ basePath, ticket }: TicketsViewPayloads['detail']) {
  const { t, language } = useTranslation();
  const id = useId();
  const closed = ticket.status === 'closed';
  return (
    <article className="tickets" aria-labelledby={`${id}-heading`}>
      <p>
        <a href={`${basePath}/tickets/list`}>{t('tickets.detail.back')}</a>
      </p>
      <h1 id={`${id}-heading`}>
        {ticket.number} · {ticket.subject}
      </h1>
      <dl className="tickets-fields">
        <dt>{t('tickets.field.number')}</dt>
        <dd>{ticket.number}</dd>
        <dt>{t('tickets.field.status')}</dt>
        <dd>{t(STATUS_LABELS[ticket.status])}</dd>
        <dt>{t('tickets.field.type')}</dt>
        <dd>{ticketTypeLabel(ticket.type, t)}</dd>
        <dt>{t('tickets.field.location')}</dt>
        <dd>{ticket.location.label}</dd>
        <dt>{t('tickets.field.machine')}</dt>
        <dd>{ticket.machine.label}</dd>
        <dt>{t('tickets.field.machineName')}</dt>
        <dd>{ticket.machineName || '–'}</dd>
        <dt>{t('tickets.field.serialNumber')}</dt>
        <dd>{ticket.serialNumber || '–'}</dd>
        <dt>{t('tickets.field.contact')}</dt>
        <dd>{ticket.contact}</dd>
        <dt>{t('tickets.field.createdAt')}</dt>
        <dd>{formatDate(ticket.createdAt, language)}</dd>
        {ticket.closingReason && (
          <>
            <dt>{t('tickets.field.closingReason')}</dt>
            <dd>{t(REASON_LABELS[ticket.closingReason])}</dd>
          </>
        )}
      </dl>
      <h2>{t('tickets.field.description')}</h2>
      <p className="tickets-text">{ticket.description}</p>
      {ticket.attachments.length > 0 && (
        <>
          <h2>{t('tickets.detail.attachments')}</h2>
          <ul>
            {ticket.attachments.map((attachment) => (
              <li key={attachment.id}>
                <a href={attachment.href} download={attachment.fileName}>
                  {attachment.fileName}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>{t('tickets.detail.messages')}</h2>
      {ticket.messages.length === 0 ? (
        <p>{t('tickets.detail.noMessages')}</p>
      ) : (
        <ol className="tickets-messages">
          {ticket.messages.map((message) => (
            <li key={message.id} className={`tickets-message tickets-message--${message.kind}`}>
              <p className="tickets-message-meta">
                {message.kind === 'reply'
                  ? t('tickets.detail.reply', { author: message.author })
                  : t('tickets.detail.comment', { author: message.author })}{' '}
                · {formatDate(message.createdAt, language)}
              </p>
              <p className="tickets-text">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      {!closed && <CommentForm ticketId={ticket.id} />}
      {!closed && <CloseForm ticketId={ticket.id} />}
    </article>
  );
}

function CommentForm({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = input.current?.value.trim() ?? '';
    setFailure(null);
    // SPEC §5: 'Please enter a comment'.
    setInvalid(!text);
    if (!text) return input.current?.focus();
    setSending(true);
    try {
      await ticketsRequest(ADD_COMMENT, { ticketId, text });
      window.location.reload();
    } catch (error) {
      setFailure(errorMessage(error));
      setSending(false);
    }
  }

  return (
    <form className="tickets-form ds-form" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        id={`${id}-comment`}
        label={t('tickets.comment.label')}
        error={invalid ? t('tickets.error.comment') : undefined}
      >
        {(control) => <TextArea {...control} ref={input} name="comment" rows={4} />}
      </Field>
      {failure && (
        <Alert type="error" className="tickets-failure">
          <p>{t('tickets.error.failed')}</p>
          <p>{failure}</p>
        </Alert>
      )}
      <div className="ds-form-actions">
        <Button type="submit" disabled={sending}>
          {t('tickets.comment.submit')}
        </Button>
      </div>
    </form>
  );
}

function CloseForm({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const cancel = useCallback(() => setConfirming(false), []);

  // No reason is preselected, and closing (which cannot be undone here) asks for a confirmation first.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setInvalid(!reason);
    if (!reason) return select.current?.focus();
    setConfirming(true);
  }

  async function confirm() {
    setSending(true);
    try {
      await ticketsRequest(CLOSE_TICKET, { ticketId, reason: toGraphqlEnum(reason) });
      window.location.reload();
    } catch (error) {
      setConfirming(false);
      setFailure(errorMessage(error));
      setSending(false);
    }
  }

  return (
    <form className="tickets-form ds-form" aria-labelledby={`${id}-heading`} noValidate onSubmit={submit}>
      <h2 id={`${id}-heading`}>{t('tickets.close.title')}</h2>
      <Field
        id={`${id}-reason`}
        label={t('tickets.field.closingReason')}
        error={invalid ? t('tickets.error.closingReason') : undefined}
      >
        {(control) => (
          <Select
            {...control}
            ref={select}
            name="reason"
            required
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value) setInvalid(false);
            }}
          >
            <option value="">{t('tickets.new.select')}</option>
            {CLOSING_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(REASON_LABELS[value])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {failure && (
        <Alert type="error" className="tickets-failure">
          <p>{t('tickets.error.failed')}</p>
          <p>{failure}</p>
        </Alert>
      )}
      <div className="ds-form-actions">
        <Button type="submit" disabled={sending}>
          {t('tickets.close.submit')}
        </Button>
      </div>
      {confirming && reason && (
        <CloseConfirmation
          reasonLabel={t(REASON_LABELS[reason as (typeof CLOSING_REASONS)[number]])}
          sending={sending}
          onCancel={cancel}
          onConfirm={() => void confirm()}
        />
      )}
    </form>
  );
}

interface CloseConfirmationProps {
  reasonLabel: string;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before closing: a modal alert dialog; focus stays inside, Escape cancels, focus returns. */
function CloseConfirmation({ reasonLabel, sending, onCancel, onConfirm }: CloseConfirmationProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      role="alertdialog"
      title={t('tickets.close.confirmTitle')}
      description={t('tickets.close.confirmText', { reason: reasonLabel })}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('tickets.close.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={sending}>
            {t('tickets.close.confirm')}
          </Button>
        </>
      }
    />
  );
}
