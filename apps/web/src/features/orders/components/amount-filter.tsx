import { Group } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { TextFilter, type ListState } from '../../../components/data-table';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** Lowest and highest order total. */
export function AmountFilter({ list, keys }: { list: ListState; keys: readonly [min: string, max: string] }) {
  const { t } = useTranslation('orders');
  const input = { list, accepts: AMOUNT, inputMode: 'decimal', w: 130 } as const;
  return (
    <Group gap="sm">
      <TextFilter {...input} name={keys[0]} aria-label={t('filters.minTotal')} placeholder={t('filters.minTotal')} />
      <TextFilter {...input} name={keys[1]} aria-label={t('filters.maxTotal')} placeholder={t('filters.maxTotal')} />
    </Group>
  );
}
