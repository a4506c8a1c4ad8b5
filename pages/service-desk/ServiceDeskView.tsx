import type { SectionViewProps } from '../../renderer/section-views.js';
import { DeskTicketView } from './DeskTicketView.js';
import { QueueView } from './QueueView.js';
import './service-desk.css';

/** The agents' service desk (issue 31): the queue of every company's tickets, and one ticket. */
export default function ServiceDeskView({ view }: SectionViewProps<'service-desk'>) {
  switch (view.name) {
    case 'queue':
      return <QueueView {...view.payload} />;
    case 'ticket':
      return <DeskTicketView {...view.payload} />;
  }
}
