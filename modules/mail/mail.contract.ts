// What the mail module shares with the browser (the demo mail viewer). Types and constants only.

/** Every kind of mail the product sends; each is rendered and stored in the outbox before it is sent. */
export const MAIL_KINDS = ['form', 'invitation', 'quote-request', 'ticket'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A stored mail as the demo viewer shows it (editor area, demo mode only). */
export interface StoredMailData {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  /**
   * The links the product wrote (an invitation's), so a demo user can follow an invitation without a mail server.
   * Links in visitors' text are not here: the body shows them as text.
   */
  links: string[];
  createdAt: string;
  /** 'sent', 'queued' (SMTP configured, not yet sent), 'failed' (given up) or 'stored' (no SMTP configured). */
  status: 'sent' | 'queued' | 'failed' | 'stored';
}
