import type { SectionViewProps } from '../../renderer/section-views.js';
import { DeskTicketView } from './DeskTicketView.js';
import { DeskUnavailableView } from './DeskUnavailableView.js';
import { QueueView } from './QueueView.js';
import './service-desk.css';

/** The agents' service desk (issue 31): the queue of every company's tickets, one ticket (or the apology while an
 * upstream ticketing service fails). */
export default function ServiceDeskView({ view }: SectionViewProps<'service-desk'>) {
  switch (view.name) {
    case 'queue':
      return <QueueView {...view.payload} />;
    case 'ticket':
      return <DeskTicketView {...view.payload} />;
    case 'unavailable':
      return <DeskUnavailableView {...view.payload} />;
  }
}
