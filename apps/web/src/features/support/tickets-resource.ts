import type { Ticket, TicketDetail, TicketInput } from '@matjar/shared';
import { defineResource } from '../../components/resource';

/** `/api/dashboard/tickets`, guarded by the `support` permissions; its queries are keyed `tickets` (the live notifications refresh them). */
export const tickets = defineResource<Ticket, TicketInput, TicketDetail>({ area: 'support', path: '/dashboard/tickets', key: ['tickets'], batchKey: 'tickets' });

/** Search-param names of the list's filters, as the API reads them (`date_from`, `date_to`: days). */
export const TICKET_FILTER_KEYS = ['status', 'department', 'date_from', 'date_to'] as const;
