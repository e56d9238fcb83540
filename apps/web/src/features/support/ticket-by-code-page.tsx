import { useParams } from '@tanstack/react-router';
import { TicketScreen } from './components/ticket-screen';

/** /dashboard/tickets/{code}: the same conversation, from a notification, which names the ticket by its code. */
export default function TicketByCodePage() {
  const { code } = useParams({ strict: false }) as { code: string };
  return <TicketScreen address={{ code }} />;
}
