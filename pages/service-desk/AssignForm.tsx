import { type FormEvent, useId } from 'react';
import type { DeskPerson } from '../../modules/service-desk/service-desk.contract.js';
import { Button } from '../../renderer/components/Button.js';
import { Field, Select } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { ASSIGN_TICKET, TAKE_TICKET, ticketsRequest } from './desk-client.js';
import { DeskFormEnd } from './DeskFormEnd.js';
import { useDeskWrite } from './use-desk-write.js';

export interface AssignFormProps {
  ticketId: string;
  ticketPath: string;
  assignee: DeskPerson | undefined;
  agents: readonly DeskPerson[];
  me: DeskPerson;
}

/** Take the ticket (one button), or give it to a colleague or to nobody (back to the team's queue). */
export function AssignForm({ ticketId, ticketPath, assignee, agents, me }: AssignFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const write = useDeskWrite(ticketPath);
  const mine = assignee?.id === me.id;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const agentId = String(new FormData(event.currentTarget).get('agent') ?? '');
    void write.run(() => ticketsRequest(ASSIGN_TICKET, { ticketId, agentId: agentId || null }), 'assign');
  }

  return (
    <form className="desk-form ds-form" aria-labelledby={`${id}-heading`} onSubmit={submit}>
      <h2 id={`${id}-heading`}>{t('serviceDesk.assign.title')}</h2>
      {!mine && (
        <div className="ds-form-actions">
          <Button
            variant="secondary"
            disabled={write.sending}
            onClick={() => void write.run(() => ticketsRequest(TAKE_TICKET, { ticketId }), 'take')}
          >
            {t('serviceDesk.assign.take')}
          </Button>
        </div>
      )}
      <Field id={`${id}-agent`} label={t('serviceDesk.assign.label')}>
        {(control) => (
          <Select {...control} name="agent" defaultValue={assignee?.id ?? ''}>
            <option value="">{t('serviceDesk.assignee.nobody')}</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.id === me.id ? t('serviceDesk.assign.me', { name: agent.name }) : agent.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <DeskFormEnd write={write} submitLabel={t('serviceDesk.assign.submit')} />
    </form>
  );
}
