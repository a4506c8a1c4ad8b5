// What the editor area's views show (types only: the browser imports this file).
import type { StoredMailData } from '../mail/mail.contract.js';

export interface EditorHomePayload {
  /** Whether the request came with a live editor session (the cookie itself is httpOnly). */
  signedIn: boolean;
  /** The API the sign-in form posts to and sign-out deletes (SPEC §7.3). */
  authenticationUrl: string;
  translationsHref: string;
  /** The content editor: pages and their modules, drafts, publishing and revisions. */
  contentHref: string;
  /** The feedback counts per page. */
  feedbackHref: string;
  homeHref: string;
  /** The API keys screen (keys for integrators of the content API). */
  apiKeysHref: string;
  /** The demo mail viewer, in demo mode only (it shows invitation links); null otherwise. */
  mailsHref: string | null;
}

/** `/{locale}/editor/mails` (demo mode): the latest stored mails, so a demo user can follow their links. */
export interface EditorMailsPayload {
  mails: StoredMailData[];
  /** Whether SMTP is configured (mails are delivered) or they are only stored. */
  delivering: boolean;
}

export interface EditorViewPayloads {
  home: EditorHomePayload;
  mails: EditorMailsPayload;
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    editor: EditorViewPayloads;
  }
}
