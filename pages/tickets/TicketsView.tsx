import type { SectionViewProps } from '../../renderer/section-views.js';
import { NewTicketForm } from './NewTicketForm.js';
import { TicketDetailView } from './TicketDetailView.js';
import { TicketListView } from './TicketListView.js';
import { TicketsUnavailableView } from './TicketsUnavailableView.js';
import './tickets.css';

/** The service-ticket pages of the customer area: list, new ticket, ticket detail (or the
 * apology while an upstream ticketing service fails). */
export default function TicketsView({ view }: SectionViewProps<'tickets'>) {
  switch (view.name) {
    case 'list':
      return <TicketListView {...view.payload} />;
    case 'new':
      return <NewTicketForm {...view.payload} />;
    case 'detail':
      return <TicketDetailView {...view.payload} />;
    case 'unavailable':
      return <TicketsUnavailableView {...view.payload} />;
  }
}
