import { Button, Stack } from '@mantine/core';
import { unitSorts, type Unit } from '@matjar/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useListParams } from '../../components/data-table';
import { useDeleteSelected } from '../../components/data-table/use-delete-selected';
import { useDialogParams, useRetained } from '../../components/form-drawer';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useCan } from '../../lib/session/use-can';
import { useDeleteUnits } from './api/delete-units';
import { useUnit } from './api/get-unit';
import { useUnits } from './api/get-units';
import { UnitDeleteDialog } from './components/unit-delete-dialog';
import { UNIT_DIALOGS } from './components/unit-dialogs';
import { UnitFormDrawer } from './components/unit-form-drawer';
import { UnitHistoryDrawer } from './components/unit-history-drawer';
import { UnitRowActions, type UnitPermissions } from './components/unit-row-actions';
import { useUnitColumns } from './components/use-unit-columns';
import { PageHeader } from '../../components/page-header/page-header';

/** /dashboard/units: the reference list screen that every resource screen follows. */
export default function UnitsPage() {
  usePageTitle('units:title');
  const { t } = useTranslation('units');
  const { locale } = useLocale();
  const list = useListParams({ sortFields: unitSorts });
  const units = useUnits(list.params);
  const dialog = useDialogParams(UNIT_DIALOGS);
  const columns = useUnitColumns();
  const [deleting, setDeleting] = useState<Unit | null>(null);
  const deleteMany = useDeleteUnits();

  const canCreate = useCan('units.create');
  const allowed: UnitPermissions = {
    update: useCan('units.update'),
    delete: useCan('units.delete'),
    history: useCan('models-history.all'),
  };
  const deleteSelected = useDeleteSelected(allowed.delete, deleteMany.mutateAsync, 'units');
  const historyId = dialog.action === 'history' && allowed.history ? dialog.id : null;
  const shownHistoryId = useRetained(historyId);
  const historyUnit = useUnit(shownHistoryId).data;

  const createButton = canCreate && (
    <Button leftSection={<IconPlus size={18} />} onClick={() => dialog.open('create')}>
      {t('actions.create')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} action={createButton} />

      <DataTable
        label={t('list.label')}
        columns={columns}
        list={list}
        query={units}
        searchPlaceholder={t('list.search')}
        rowLabel={(unit) => unit.name[locale]}
        empty={{ title: t('empty.title'), description: t('empty.description'), action: createButton }}
        rowActions={
          allowed.update || allowed.delete || allowed.history
            ? (unit) => (
                <UnitRowActions
                  unit={unit}
                  allowed={allowed}
                  onEdit={(row) => dialog.open('edit', row.id)}
                  onHistory={(row) => dialog.open('history', row.id)}
                  onDelete={setDeleting}
                />
              )
            : undefined
        }
        onDeleteSelected={deleteSelected}
      />

      <UnitFormDrawer dialog={dialog} />
      <UnitHistoryDrawer opened={historyId !== null} unitId={shownHistoryId} unit={historyUnit} onClose={dialog.close} />
      <UnitDeleteDialog unit={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
