import { type FormEvent, useId, useRef, useState } from 'react';
import type { TranslationKey } from '../../i18n/messages.js';
import { TICKET_TEXT_LIMITS, type TicketsViewPayloads } from '../../modules/tickets/tickets.contract.js';
import { Alert } from '../../renderer/components/Alert.js';
import { Button } from '../../renderer/components/Button.js';
import { Field, FileInput, Select, TextArea, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { CREATE_TICKET, errorMessage, ticketsRequest, uploadAttachment } from './tickets-client.js';
import { ticketTypeOptions } from './ticket-labels.js';

type FormFieldName = 'location' | 'type' | 'machine' | 'subject' | 'description';

/** SPEC §5: location, ticket type and machine selectable and required; subject and description required. */
const REQUIRED: Record<FormFieldName, TranslationKey> = {
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
  const [errors, setErrors] = useState<Partial<Record<FormFieldName, TranslationKey>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const found: Partial<Record<FormFieldName, TranslationKey>> = {};
    for (const field of Object.keys(REQUIRED) as FormFieldName[]) if (!value(field)) found[field] = REQUIRED[field];
    setErrors(found);
    setFailure(null);
    const first = (Object.keys(REQUIRED) as FormFieldName[]).find((field) => found[field]);
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

  const errorOf = (field: FormFieldName) => (errors[field] ? t(errors[field]) : undefined);
  const select = (field: 'location' | 'type' | 'machine', label: TranslationKey, list: typeof options.types) => (
    <Field id={`${id}-${field}`} label={`${t(label)} *`} error={errorOf(field)}>
      {(control) => (
        <Select {...control} name={field} defaultValue={field === 'type' ? '' : preselected[field]}>
          <option value="">{t('tickets.new.select')}</option>
          {list.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <section className="tickets" aria-labelledby={`${id}-heading`}>
      <p>
        <a href={`${basePath}/tickets/list`}>{t('tickets.detail.back')}</a>
      </p>
      <h1 id={`${id}-heading`}>{t('tickets.new.title')}</h1>
      <form ref={formRef} className="tickets-form ds-form" noValidate onSubmit={(event) => void submit(event)}>
        {select('location', 'tickets.field.location', options.locations)}
        {select('type', 'tickets.field.type', ticketTypeOptions(options.types, t))}
        {select('machine', 'tickets.field.machine', options.machines)}
        <Field id={`${id}-machineName`} label={t('tickets.field.machineName')}>
          {(control) => <TextInput {...control} name="machineName" maxLength={TICKET_TEXT_LIMITS.machineName} />}
        </Field>
        <Field id={`${id}-serialNumber`} label={t('tickets.field.serialNumber')}>
          {(control) => <TextInput {...control} name="serialNumber" maxLength={TICKET_TEXT_LIMITS.serialNumber} />}
        </Field>
        <Field id={`${id}-subject`} label={`${t('tickets.field.subject')} *`} error={errorOf('subject')}>
          {(control) => <TextInput {...control} name="subject" maxLength={TICKET_TEXT_LIMITS.subject} />}
        </Field>
        <Field id={`${id}-description`} label={`${t('tickets.field.description')} *`} error={errorOf('description')}>
          {(control) => (
            <TextArea {...control} name="description" rows={6} maxLength={TICKET_TEXT_LIMITS.description} />
          )}
        </Field>
        <Field id={`${id}-attachments`} label={t('tickets.new.attachments')}>
          {(control) => <FileInput {...control} name="attachments" multiple accept="image/*,video/*" />}
        </Field>
        {failure && (
          <Alert type="error" className="tickets-failure">
            <p>{t('tickets.error.failed')}</p>
            <p>{failure}</p>
          </Alert>
        )}
        <div className="ds-form-actions">
          <Button type="submit" disabled={sending}>
            {sending ? t('tickets.new.sending') : t('tickets.new.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
