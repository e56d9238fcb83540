import { Group } from '@mantine/core';
import { SLIDER_TYPES } from '@matjar/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListState } from '../../../components/data-table';
import { SelectFilter } from '../../../components/data-table/select-filter';

/** Which slider and which state, beside the search box; both live in the URL (`?type=main&is_active=false`). */
export function SliderFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('sliders');
  const types = SLIDER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const states = [{ value: 'true', label: t('status.active') }, { value: 'false', label: t('status.inactive') }];
  return (
    <Group gap="xs">
      <SelectFilter list={list} name="type" aria-label={t('filters.type')} placeholder={t('filters.anyType')} data={types} w={170} />
      <SelectFilter list={list} name="is_active" aria-label={t('filters.status')} placeholder={t('filters.anyStatus')} data={states} w={170} />
    </Group>
  );
}
