import { type FormEvent, useId, useRef, useState } from 'react';
import type { TranslationKey } from '../../i18n/messages.js';
import { TICKET_TEXT_LIMITS, type TicketsViewPayloads } from '../../modules/tickets/tickets.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { CREATE_TICKET, errorMessage, ticketsRequest, uploadAttachment } from './tickets-client.js';

type Field = 'location' | 'type' | 'machine' | 'subject' | 'description';

/** SPEC §5: location, ticket type and machine selectable and required; subject and description required. */
const REQUIRED: Record<Field, TranslationKey> = {
  location: 'tickets.error.location',
  type: 'tickets.error.type',
  machine: 'tickets.error.machine',
  subject: 'tickets.error.subject',
  description: 'tickets.error.description',
};

/** The new-ticket form: uploads each attachment, then creates the ticket claiming them, then opens it. */
export function NewTicketForm({ basePath, options, preselected }: TicketsViewPayloads['new']) {
  const { t } = useTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, TranslationKey>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const found: Partial<Record<Field, TranslationKey>> = {};
    for (const field of Object.keys(REQUIRED) as Field[]) if (!value(field)) found[field] = REQUIRED[field];
    setErrors(found);
    setFailure(null);
    const first = (Object.keys(REQUIRED) as Field[]).find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      const files = data.getAll('attachments').filter((file): file is File => file instanceof File && file.size > 0);
      const attachmentIds: string[] = [];
      for (const file of files) attachmentIds.push(await uploadAttachment(file));
      const result = await ticketsRequest<{ createTicket: { id: string } }>(CREATE_TICKET, {
        input: {
          location: value('location'),
          type: value('type'),
          machine: value('machine'),
          subject: value('subject'),
          description: value('description'),
          machineName: value('machineName'),
          serialNumber: value('serialNumber'),
          attachmentIds,
        },
      });
      window.location.assign(`${basePath}/tickets/${result.createTicket.id}`);
    } catch (error) {
      setFailure(errorMessage(error));
      setSending(false);
    }
  }

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: Field) =>
    errors[field] && (
      <span className="tickets-error" id={`${id}-${field}-error`}>
        {t(errors[field])}
      </span>
    );
  const select = (field: 'location' | 'type' | 'machine', label: TranslationKey, list: typeof options.types) => (
    <div className="tickets-field">
      <label htmlFor={`${id}-${field}`}>{t(label)} *</label>
      <select
        id={`${id}-${field}`}
        name={field}
        defaultValue={field === 'type' ? '' : preselected[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
      >
        <option value="">{t('tickets.new.select')}</option>
        {list.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {fieldError(field)}
    </div>
  );

  return (
    <section className="tickets" aria-labelledby={`${id}-heading`}>
      <p>
        <a href={`${basePath}/tickets/list`}>{t('tickets.detail.back')}</a>
      </p>
      <h1 id={`${id}-heading`}>{t('tickets.new.title')}</h1>
      <form ref={formRef} className="tickets-form" noValidate onSubmit={(event) => void submit(event)}>
        {select('location', 'tickets.field.location', options.locations)}
        {select('type', 'tickets.field.type', options.types)}
        {select('machine', 'tickets.field.machine', options.machines)}
        <div className="tickets-field">
          <label htmlFor={`${id}-machineName`}>{t('tickets.field.machineName')}</label>
          <input id={`${id}-machineName`} name="machineName" maxLength={TICKET_TEXT_LIMITS.machineName} />
        </div>
        <div className="tickets-field">
          <label htmlFor={`${id}-serialNumber`}>{t('tickets.field.serialNumber')}</label>
          <input id={`${id}-serialNumber`} name="serialNumber" maxLength={TICKET_TEXT_LIMITS.serialNumber} />
        </div>
        <div className="tickets-field">
          <label htmlFor={`${id}-subject`}>{t('tickets.field.subject')} *</label>
          <input
            id={`${id}-subject`}
            name="subject"
            maxLength={TICKET_TEXT_LIMITS.subject}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy('subject')}
          />
          {fieldError('subject')}
        </div>
        <div className="tickets-field">
          <label htmlFor={`${id}-description`}>{t('tickets.field.description')} *</label>
          <textarea
            id={`${id}-description`}
            name="description"
            rows={6}
            maxLength={TICKET_TEXT_LIMITS.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy('description')}
          />
          {fieldError('description')}
        </div>
        <div className="tickets-field">
          <label htmlFor={`${id}-attachments`}>{t('tickets.new.attachments')}</label>
          <input id={`${id}-attachments`} name="attachments" type="file" multiple accept="image/*,video/*" />
        </div>
        {failure && (
          <div className="tickets-failure" role="alert">
            <p>{t('tickets.error.failed')}</p>
            <p>{failure}</p>
          </div>
        )}
        <button type="submit" disabled={sending}>
          {sending ? t('tickets.new.sending') : t('tickets.new.submit')}
        </button>
      </form>
    </section>
  );
}
