import { Paper, Stack } from '@mantine/core';
import type { Ticket, TicketInput } from '@matjar/shared';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PageHeader } from '../../components/page-header/page-header';
import { useSaveResource } from '../../components/resource';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { notify } from '../../lib/notify';
import { TicketForm } from './components/ticket-form';
import { tickets } from './tickets-resource';

/** /dashboard/support/create: a new ticket; once sent, its conversation opens. */
export default function TicketCreatePage() {
  usePageTitle('support:create.title');
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const save = useSaveResource(tickets);
  const created = useRef<Ticket | null>(null);

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <Paper withBorder radius="md">
        <TicketForm
          onSubmit={async (input: TicketInput) => {
            created.current = await save.mutateAsync({ input });
            notify.success(t('toast.created', { code: created.current.code }));
          }}
          onCancel={() =>
            void navigate(
              created.current
                ? { to: '/dashboard/support/$ticket', params: { ticket: String(created.current.id) } }
                : { to: '/dashboard/support' },
            )
          }
        />
      </Paper>
    </Stack>
  );
}
