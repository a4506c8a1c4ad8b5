import { useState } from 'react';
import type { DeskResult } from '../../modules/service-desk/service-desk-views.contract.js';
import { errorMessage } from './desk-client.js';

export interface DeskWrite {
  sending: boolean;
  /** The server's message when the last write failed. */
  failure: string | null;
  /** Runs one write; on success reloads the ticket with `?done=…`, whose status message says what happened. */
  run(write: () => Promise<unknown>, done: DeskResult): Promise<void>;
  clearFailure(): void;
}

/**
 * One write of the ticket page. After it the page reloads rather than patching what it shows, so the conversation,
 * status and assignee are the server's (a reply can change the status, and notifications read the same rows).
 */
export function useDeskWrite(ticketPath: string): DeskWrite {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    sending,
    failure,
    clearFailure: () => setFailure(null),
    async run(write, done) {
      setFailure(null);
      setSending(true);
      try {
        await write();
        window.location.assign(`${ticketPath}?done=${done}`);
      } catch (error) {
        setFailure(errorMessage(error));
        setSending(false);
      }
    },
  };
}
