import { Button } from '@mantine/core';
import { AD_PAGES, AD_POSITIONS, adSorts, type AdPage, type AdPosition } from '@matjar/shared';
import { IconArrowsSort } from '@tabler/icons-react';
import { useState } from 'react';
import { ActiveRowAction, ReorderDialog, ResourceListPage, useResourceList, useSetActive } from '../../components/resource';
import { useLocale } from '../../lib/i18n/use-locale';
import { useAdColumns } from './components/use-ad-columns';
import { filtersOnFirstUse } from '../../components/data-table';
import { AD_FILTER_KEYS, ads } from './ads-resource';
import { onFirstRender } from '../../components/deferred/on-first-render';

const AdFilters = filtersOnFirstUse(() => import('./components/ad-filters').then((module) => module.AdFilters));

const AdForm = onFirstRender(() => import('./components/ad-form').then((module) => module.AdForm));

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
      rowActions={(ad, tools) => (
        <>
          {tools.edit()}
          {can.update && <ActiveRowAction record={ad} tools={tools} setActive={setActive} />}
          {tools.history()}
          {tools.remove()}
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
