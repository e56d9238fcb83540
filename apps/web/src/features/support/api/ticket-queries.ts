import type { TicketDetail, TicketReplyInput, TicketStatus } from '@matjar/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../components/resource';
import { apiFetch } from '../../../lib/api/api-fetch';
import { toFormData } from '../../../lib/api/to-form-data';
import { tickets } from '../tickets-resource';

const keys = resourceKeys(tickets);

/** A ticket with its replies, by id (`support/{ticket}`) or by its code (`tickets/{code}`, from a notification). */
export type TicketAddress = { id: number } | { code: string };

export const ticketQueryOptions = (address: TicketAddress) =>
  queryOptions({
    queryKey: 'id' in address ? keys.detail(address.id) : [...keys.all, 'code', address.code],
    queryFn: ({ signal }) =>
      apiFetch<{ data: TicketDetail }>('id' in address ? `${tickets.path}/${address.id}` : `${tickets.path}/code/${encodeURIComponent(address.code)}`, {
        signal,
      }).then((body) => body.data),
  });

/** Changes the ticket, then refreshes every ticket query (this page, the list, the other address of the same ticket). */
function useTicketChange<Variables>(send: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }) });
}

/** `POST …/{id}/replies`, multipart: the text and its pictures. */
export const useReply = (id: number) =>
  useTicketChange((input: TicketReplyInput) =>
    apiFetch(`${tickets.path}/${id}/replies`, { method: 'POST', body: toFormData(input as Record<string, unknown>) }),
  );

/** `POST …/{id}/status`: one of the moves `TICKET_MOVES` allows from where it stands. */
export const useMoveTicket = (id: number) =>
  useTicketChange((status: TicketStatus) => apiFetch(`${tickets.path}/${id}/status`, { method: 'POST', body: { status } }));
