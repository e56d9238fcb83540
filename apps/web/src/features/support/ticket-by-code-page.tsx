import { TICKET_CODE_PATTERN } from '@matjar/shared';
import { notFound, useParams } from '@tanstack/react-router';
import { TicketScreen } from './components/ticket-screen';

/** /dashboard/tickets/{code}: the same conversation, from a notification, which names the ticket by its code. */
export default function TicketByCodePage() {
  const { code } = useParams({ strict: false }) as { code: string };
  // Not a code the API could have made (`TK-` and 6 characters): the 404 screen, not a request.
  if (!TICKET_CODE_PATTERN.test(code.toUpperCase())) throw notFound();
  return <TicketScreen address={{ code: code.toUpperCase() }} />;
}
