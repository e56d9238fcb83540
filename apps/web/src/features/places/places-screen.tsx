import { Button, Stack } from '@mantine/core';
import { citySorts, countrySorts, governorateSorts } from '@matjar/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useListParams } from '../../components/data-table';
import { useDialogParams } from '../../components/form-drawer';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n/use-locale';
import { notify } from '../../lib/notify';
import { useCan } from '../../lib/session/use-can';
import { useDeletePlaces } from './api/delete-places';
import { usePlaces } from './api/get-places';
import type { PlaceRow, PlaceScope } from './api/place-scope';
import { PLACE_DIALOGS } from './components/place-dialogs';
import { PlaceDeleteDialog } from './components/place-delete-dialog';
import { PlaceFormDrawer } from './components/place-form-drawer';
import { PlaceRowActions, type PlacePermissions } from './components/place-row-actions';
import { usePlaceColumns } from './components/use-place-columns';
import { PageHeader } from '../../components/page-header/page-header';

const SORTS = { countries: countrySorts, governorates: governorateSorts, cities: citySorts };

interface PlacesScreenProps {
  scope: PlaceScope;
  /** The page heading ("Governorates of Egypt"). */
  title: string;
  breadcrumbs: ReactNode;
  governorateFee?: string;
}

/** One level of places: the list with search, sort, paging, create / edit drawer and (bulk) delete. */
export function PlacesScreen({ scope, title, breadcrumbs, governorateFee }: PlacesScreenProps) {
  const { t } = useTranslation('places');
  const { locale } = useLocale();
  const level = scope.level;
  const list = useListParams({ sortFields: SORTS[level] });
  const places = usePlaces<PlaceRow>(scope, list.params);
  const dialog = useDialogParams(PLACE_DIALOGS);
  const columns = usePlaceColumns(scope);
  const [deleting, setDeleting] = useState<PlaceRow | null>(null);
  const deleteMany = useDeletePlaces(scope);
  const canCreate = useCan('countries.create');
  const allowed: PlacePermissions = { update: useCan('countries.update'), delete: useCan('countries.delete') };

  const createButton = canCreate && (
    <Button leftSection={<IconPlus size={18} />} onClick={() => dialog.open('create')}>
      {t(`${level}.actions.create`)}
    </Button>
  );

  return (
    <Stack gap="lg">
      {breadcrumbs}
      <PageHeader title={title} description={t(`${level}.description`)} action={createButton} />

      <DataTable
        label={title}
        columns={columns}
        list={list}
        query={places}
        searchPlaceholder={t(`${level}.search`)}
        rowLabel={(place) => place.name[locale]}
        empty={{ title: t(`${level}.empty.title`), description: t(`${level}.empty.description`), action: createButton }}
        rowActions={
          allowed.update || allowed.delete
            ? (place) => (
                <PlaceRowActions
                  place={place}
                  allowed={allowed}
                  onEdit={(row) => dialog.open('edit', row.id)}
                  onDelete={setDeleting}
                />
              )
            : undefined
        }
        onDeleteSelected={
          allowed.delete
            ? async (ids) => {
                await deleteMany.mutateAsync(ids);
                notify.success(t(`${level}.toast.deletedMany`, { count: ids.length, value: formatNumber(ids.length) }));
              }
            : undefined
        }
      />

      <PlaceFormDrawer scope={scope} dialog={dialog} governorateFee={governorateFee} />
      <PlaceDeleteDialog scope={scope} place={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
