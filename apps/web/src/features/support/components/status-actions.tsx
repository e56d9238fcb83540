import { Button, Group } from '@mantine/core';
import { TICKET_MOVES, type Ticket, type TicketStatus } from '@matjar/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialogOnFirstOpen } from '../../../components/confirm-dialog/confirm-dialog-on-first-open';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/session/use-can';
import { useMoveTicket } from '../api/ticket-queries';
import { RichText } from '../../../lib/i18n/rich-text';

/** The moves the ticket's status allows from where it stands (spec §4), each confirmed; staff who answer tickets only. */
export function StatusActions({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('support');
  const move = useMoveTicket(ticket.id);
  const [target, setTarget] = useState<TicketStatus | null>(null);
  if (!useCan('support.update')) return null;

  return (
    <Group gap="xs">
      {TICKET_MOVES[ticket.status].map((status) => (
        <Button key={status} variant={status === 'closed' ? 'light' : 'default'} color={status === 'closed' ? 'red' : undefined} onClick={() => setTarget(status)}>
          {t(`move.${status}.action`)}
        </Button>
      ))}
      <ConfirmDialogOnFirstOpen
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={target ? t(`move.${target}.title`) : ''}
        message={target && <RichText t={t} i18nKey={`move.${target}.message`} values={{ code: ticket.code }} tags={{ code: <bdi /> }} />}
        confirmLabel={target ? t(`move.${target}.action`) : undefined}
        danger={target === 'closed'}
        onConfirm={async () => {
          if (!target) return;
          await move.mutateAsync(target);
          notify.success(t(`move.${target}.done`, { code: ticket.code }));
        }}
      />
    </Group>
  );
}
