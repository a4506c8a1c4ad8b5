import { type FormEvent, useId, useRef, useState } from 'react';
import type { TranslationKey } from '../../i18n/messages.js';
import { DeskFormEnd } from './DeskFormEnd.js';
import { DESK_TEXT_MAX } from '../../modules/service-desk/service-desk.contract.js';
import { UPLOAD_MAX_BYTES } from '../../modules/tickets/tickets.contract.js';
import { Field, FileInput, TextArea } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { ADD_INTERNAL_NOTE, REPLY_TO_TICKET, ticketsRequest, uploadReplyAttachment } from './desk-client.js';
import { useDeskWrite } from './use-desk-write.js';

export interface MessageFormProps {
  ticketId: string;
  ticketPath: string;
  /** A reply the customer sees (with attachments), or an internal note only agents see. */
  kind: 'reply' | 'note';
}

const TEXTS = {
  reply: {
    title: 'serviceDesk.reply.title',
    label: 'serviceDesk.reply.label',
    submit: 'serviceDesk.reply.submit',
    empty: 'serviceDesk.error.emptyReply',
  },
  note: {
    title: 'serviceDesk.note.title',
    label: 'serviceDesk.note.label',
    submit: 'serviceDesk.note.submit',
    empty: 'serviceDesk.error.emptyNote',
  },
} as const satisfies Record<MessageFormProps['kind'], Record<string, TranslationKey>>;

/**
 * The reply form (text and images, uploaded first through the customer pages' upload endpoint, with the same
 * checks and quotas) and the internal-note form. An empty text or a file over the limit is caught here, with the
 * focus on the field; what the server refuses (a quota, a type) is shown in its words.
 */
export function MessageForm({ ticketId, ticketPath, kind }: MessageFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const text = useRef<HTMLTextAreaElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<{ field: 'text' | 'files'; key: TranslationKey } | null>(null);
  const write = useDeskWrite(ticketPath);
  const texts = TEXTS[kind];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    write.clearFailure();
    const value = text.current?.value.trim() ?? '';
    const chosen = [...(files.current?.files ?? [])];
    const found = !value
      ? ({ field: 'text', key: texts.empty } as const)
      : chosen.some((file) => file.size > UPLOAD_MAX_BYTES)
        ? ({ field: 'files', key: 'serviceDesk.error.fileTooLarge' } as const)
        : null;
    setError(found);
    if (found) return (found.field === 'text' ? text : files).current?.focus();
    await write.run(async () => {
      if (kind === 'note') return ticketsRequest(ADD_INTERNAL_NOTE, { ticketId, text: value });
      const attachmentIds: string[] = [];
      for (const file of chosen) attachmentIds.push(await uploadReplyAttachment(ticketId, file));
      return ticketsRequest(REPLY_TO_TICKET, { ticketId, text: value, attachmentIds });
    }, kind);
  }

  return (
    <form
      className={`desk-form desk-form--${kind} ds-form`}
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-heading`}>{t(texts.title)}</h2>
      {kind === 'note' && <p className="desk-hint">{t('serviceDesk.note.hint')}</p>}
      <Field id={`${id}-text`} label={t(texts.label)} error={error?.field === 'text' ? t(error.key) : undefined}>
        {(control) => <TextArea {...control} ref={text} name="text" rows={5} maxLength={DESK_TEXT_MAX} />}
      </Field>
      {kind === 'reply' && (
        <Field
          id={`${id}-files`}
          label={t('serviceDesk.reply.attachments')}
          error={error?.field === 'files' ? t(error.key) : undefined}
        >
          {(control) => <FileInput {...control} ref={files} name="attachments" multiple accept="image/*,video/*" />}
        </Field>
      )}
      <DeskFormEnd write={write} submitLabel={t(texts.submit)} />
    </form>
  );
}
