import type { ConversationEntry, ConversationKind } from '../../modules/service-desk/service-desk.contract.js';
import type { TicketAttachment } from '../../modules/tickets/tickets.contract.js';
import type { TranslationKey } from '../../i18n/messages.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { formatDateTime } from './desk-labels.js';

const ENTRY_LABELS: Record<ConversationKind, TranslationKey> = {
  customer: 'serviceDesk.entry.customer',
  reply: 'serviceDesk.entry.reply',
  note: 'serviceDesk.entry.note',
};

/**
 * The whole conversation, oldest first. An internal note says so in words ('Internal note'), not by colour alone,
 * and has a look of its own, so an agent never mistakes it for what the customer saw.
 */
export function Conversation({ entries }: { entries: readonly ConversationEntry[] }) {
  const { t, language } = useTranslation();
  return (
    <ol className="desk-conversation">
      {entries.map((entry) => (
        <li key={entry.id} className={`desk-entry desk-entry--${entry.kind}`}>
          <p className="desk-entry-meta">
            <strong className="desk-entry-kind">{t(ENTRY_LABELS[entry.kind])}</strong> · {entry.author} ·{' '}
            {formatDateTime(entry.createdAt, language)}
          </p>
          <p className="desk-text">{entry.text}</p>
          {entry.attachments.length > 0 && <AttachmentList attachments={entry.attachments} />}
        </li>
      ))}
    </ol>
  );
}

function AttachmentList({ attachments }: { attachments: readonly TicketAttachment[] }) {
  return (
    <ul className="desk-attachments">
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <a href={attachment.href} download={attachment.fileName}>
            {attachment.fileName}
          </a>
        </li>
      ))}
    </ul>
  );
}
