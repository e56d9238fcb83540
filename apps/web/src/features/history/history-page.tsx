import { ActionIcon, Stack } from '@mantine/core';
import { IconFileDiff } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { DataTable, useListParams, filtersOnFirstUse } from '../../components/data-table';
import { useDialogParams, useRetained } from '../../components/form-drawer';
import { PageHeader } from '../../components/page-header/page-header';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { HISTORY_FILTER_KEYS } from './api/history-query';
import { useHistory } from './api/get-history';
import { HistoryDetailsDrawer } from './components/history-details-drawer';
import { actionLabel } from './components/history-labels';
import { useHistoryColumns } from './components/use-history-columns';
import { LazyTooltip } from '../../components/deferred/lazy-tooltip';

const HistoryFilters = filtersOnFirstUse(() => import('./components/history-filters').then((module) => module.HistoryFilters));

const DIALOGS = ['view'] as const;

/**
 * /dashboard/logs: everything the history writer recorded, newest first. Read-only: the
 * API has no way to change or remove an entry.
 */
export default function HistoryPage() {
  usePageTitle('history:title');
  const { t } = useTranslation('history');
  const list = useListParams({ sortFields: ['id'], filterKeys: HISTORY_FILTER_KEYS });
  const history = useHistory(list.params);
  const columns = useHistoryColumns();
  const dialog = useDialogParams(DIALOGS);
  // `?action=view&id=…` opens an entry of the page the URL's list params load.
  const entry = dialog.action === 'view' ? (history.data?.data.find((row) => row.id === dialog.id) ?? null) : null;
  const shown = useRetained(entry);

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />

      <DataTable
        label={t('list.label')}
        columns={columns}
        list={list}
        query={history}
        searchPlaceholder={t('list.search')}
        filters={<HistoryFilters list={list} />}
        minWidth={860}
        empty={{ title: t('empty.title'), description: t('empty.description') }}
        rowActions={(row) => {
          const label = `${t('actions.view')}: ${actionLabel(t, row.action)} #${row.id}`;
          return (
            <LazyTooltip label={t('actions.view')}>
              <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={() => dialog.open('view', row.id)}>
                <IconFileDiff size={18} />
              </ActionIcon>
            </LazyTooltip>
          );
        }}
      />

      <HistoryDetailsDrawer
        opened={dialog.action === 'view' && !history.isPending}
        entry={dialog.action === 'view' ? entry : shown}
        onClose={dialog.close}
      />
    </Stack>
  );
}
