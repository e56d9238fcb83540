import { Center, Loader } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RecordError } from '../../../components/error-pages/record-error';
import { resourceKeys } from '../../../components/resource';
import { ticketQueryOptions, type TicketAddress } from '../api/ticket-queries';
import { tickets } from '../tickets-resource';
import { TicketConversation } from './ticket-conversation';

/** A ticket's conversation once loaded, by id or by code. */
export function TicketScreen({ address }: { address: TicketAddress }) {
  const ticket = useQuery(ticketQueryOptions(address));
  const queryClient = useQueryClient();
  // The server read the unread replies as it answered: the lists' markers are stale now.
  const hadUnread = ticket.data?.has_unread === true;
  useEffect(() => {
    if (hadUnread) void queryClient.invalidateQueries({ queryKey: resourceKeys(tickets).lists() });
  }, [hadUnread, queryClient]);

  if (ticket.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (ticket.isError) return <RecordError error={ticket.error} onRetry={ticket.refetch} />;
  return <TicketConversation ticket={ticket.data} />;
}
