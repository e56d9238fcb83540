import { useParams } from '@tanstack/react-router';
import { TicketScreen } from './components/ticket-screen';

/** /dashboard/support/{ticket}: the conversation, by the ticket's id. */
export default function TicketPage() {
  const { ticket } = useParams({ strict: false }) as { ticket: string };
  return <TicketScreen address={{ id: Number(ticket) }} />;
}
