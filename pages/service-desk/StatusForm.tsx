import { type FormEvent, useId } from 'react';
import {
  AGENT_SETTABLE_STATUSES,
  type AgentSettableStatus,
  type TicketStatus,
} from '../../modules/service-desk/service-desk.contract.js';
import { Field, Select } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { DeskFormEnd } from './DeskFormEnd.js';
import { DESK_STATUS_LABELS } from './desk-labels.js';
import { SET_TICKET_STATUS, ticketsRequest, toGraphqlEnum } from './desk-client.js';
import { useDeskWrite } from './use-desk-write.js';

export interface StatusFormProps {
  ticketId: string;
  ticketPath: string;
  status: TicketStatus;
}

/** The agent sets any status but closed (closing is the customer's, with a reason). */
export function StatusForm({ ticketId, ticketPath, status }: StatusFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const write = useDeskWrite(ticketPath);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('status') as AgentSettableStatus;
    void write.run(() => ticketsRequest(SET_TICKET_STATUS, { ticketId, status: toGraphqlEnum(chosen) }), 'status');
  }

  return (
    <form className="desk-form ds-form" aria-labelledby={`${id}-heading`} onSubmit={submit}>
      <h2 id={`${id}-heading`}>{t('serviceDesk.status.title')}</h2>
      <Field id={`${id}-status`} label={t('serviceDesk.field.status')}>
        {(control) => (
          <Select {...control} name="status" defaultValue={status}>
            {AGENT_SETTABLE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(DESK_STATUS_LABELS[value])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <DeskFormEnd write={write} submitLabel={t('serviceDesk.status.submit')} />
    </form>
  );
}
