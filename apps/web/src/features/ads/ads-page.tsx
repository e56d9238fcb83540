import { Button } from '@mantine/core';
import { AD_PAGES, AD_POSITIONS, adSorts, type AdPage, type AdPosition } from '@matjar/shared';
import { IconArrowsSort, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { RowAction } from '../../components/data-table';
import { activeIntent, ReorderDialog, ResourceListPage, useResourceList, useSetActive } from '../../components/resource';
import { useLocale } from '../../lib/i18n/use-locale';
import { AdFilters } from './components/ad-filters';
import { AdForm } from './components/ad-form';
import { useAdColumns } from './components/use-ad-columns';
import { AD_FILTER_KEYS, ads } from './ads-resource';

/** /dashboard/ads: the store's ads by slot, the days they run and their order in each slot. */
export default function AdsPage() {
  const page = useResourceList(ads, { sortFields: adSorts, filterKeys: AD_FILTER_KEYS });
  const { t, can, list } = page;
  const { locale } = useLocale();
  const setActive = useSetActive(ads).mutateAsync;
  const [reordering, setReordering] = useState(false);
  const { filters } = list.params;
  const slots = AD_PAGES.flatMap((page: AdPage) =>
    AD_POSITIONS.map((position: AdPosition) => ({
      value: `${page}:${position}`,
      label: t('columns.slotName', { page: t(`pages.${page}`), position: t(`positions.${position}`) }),
      filters: { placement: page, position },
    })),
  );

  return (
    <ResourceListPage
      page={page}
      columns={useAdColumns()}
      nameOf={(ad) => ad.title[locale]}
      filters={(state) => <AdFilters list={state} />}
      minWidth={860}
      form={(props) => <AdForm {...props} />}
      headerActions={
        can.update && (
          <Button variant="default" leftSection={<IconArrowsSort size={16} />} onClick={() => setReordering(true)}>
            {t('actions.reorder')}
          </Button>
        )
      }
      rowActions={(ad, { name, edit, history, remove, confirm }) => (
        <>
          {edit()}
          {can.update && (
            <RowAction
              label={t(ad.is_active ? 'actions.disable' : 'actions.enable')}
              rowName={name}
              icon={ad.is_active ? IconEyeOff : IconEye}
              color={ad.is_active ? 'orange' : 'teal'}
              onClick={() => confirm(activeIntent({ id: ad.id, active: ad.is_active }, setActive))}
            />
          )}
          {history()}
          {remove()}
        </>
      )}
    >
      <ReorderDialog
        resource={ads}
        opened={reordering}
        onClose={() => setReordering(false)}
        groups={slots}
        initialGroup={`${filters.placement ?? 'home'}:${filters.position ?? 'top'}`}
        nameOf={(ad) => ad.title[locale]}
      />
    </ResourceListPage>
  );
}
