import { Button } from '@mantine/core';
import { SLIDER_TYPES, sliderSorts, type SliderType } from '@matjar/shared';
import { IconArrowsSort } from '@tabler/icons-react';
import { useState } from 'react';
import { ActiveRowAction, ReorderDialog, ResourceListPage, useResourceList, useSetActive } from '../../components/resource';
import { useLocale } from '../../lib/i18n/use-locale';
import { useSliderColumns } from './components/use-slider-columns';
import { filtersOnFirstUse } from '../../components/data-table';
import { SLIDER_FILTER_KEYS, sliders } from './sliders-resource';
import { onFirstRender } from '../../components/deferred/on-first-render';

const SliderFilters = filtersOnFirstUse(() => import('./components/slider-filters').then((module) => module.SliderFilters));

const SliderForm = onFirstRender(() => import('./components/slider-form').then((module) => module.SliderForm));

/** /dashboard/slider: the slides of the main and about sliders, their order and whether each shows. */
export default function SlidersPage() {
  const page = useResourceList(sliders, { sortFields: sliderSorts, filterKeys: SLIDER_FILTER_KEYS });
  const { t, can, list } = page;
  const { locale } = useLocale();
  const setActive = useSetActive(sliders).mutateAsync;
  const [reordering, setReordering] = useState(false);
  const shownType = (list.params.filters.type as SliderType | undefined) ?? 'main';

  return (
    <ResourceListPage
      page={page}
      columns={useSliderColumns()}
      nameOf={(slide) => slide.title[locale]}
      filters={(state) => <SliderFilters list={state} />}
      minWidth={860}
      form={(props) => <SliderForm {...props} type={shownType} />}
      headerActions={
        can.update && (
          <Button variant="default" leftSection={<IconArrowsSort size={16} />} onClick={() => setReordering(true)}>
            {t('actions.reorder')}
          </Button>
        )
      }
      rowActions={(slide, tools) => (
        <>
          {tools.edit()}
          {can.update && <ActiveRowAction record={slide} tools={tools} setActive={setActive} />}
          {tools.history()}
          {tools.remove()}
        </>
      )}
    >
      <ReorderDialog
        resource={sliders}
        opened={reordering}
        onClose={() => setReordering(false)}
        groups={SLIDER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`), filters: { type } }))}
        initialGroup={shownType}
        nameOf={(slide) => slide.title[locale]}
      />
    </ResourceListPage>
  );
}
