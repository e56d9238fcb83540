import { ticketSorts } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { ResourceListPage, useResourceList } from '../../components/resource';
import { useTicketColumns } from './components/use-ticket-columns';
import { filtersOnFirstUse } from '../../components/data-table';
import { TICKET_FILTER_KEYS, tickets } from './tickets-resource';

const TicketFilters = filtersOnFirstUse(() => import('./components/ticket-filters').then((module) => module.TicketFilters));

/** /dashboard/support: tickets by status, department and days (all in the URL), searched by code and subject. */
export default function SupportPage() {
  const page = useResourceList(tickets, { sortFields: ticketSorts, filterKeys: TICKET_FILTER_KEYS });
  return (
    <ResourceListPage
      page={page}
      columns={useTicketColumns()}
      nameOf={(ticket) => ticket.code}
      filters={(list) => <TicketFilters list={list} />}
      minWidth={860}
      createLink={(props) => <Link {...props} to="/dashboard/support/create" />}
      // A ticket is answered and moved on its own page.
      rowActionsShown={false}
      batchDelete={false}
    />
  );
}
