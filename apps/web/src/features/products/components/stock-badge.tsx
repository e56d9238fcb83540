import { Badge, Group, Text } from '@mantine/core';
import type { StockLevel } from '@matjar/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatNumber } from '../../../lib/format';

/** The quantity, with a "Low stock" or "Out of stock" badge when it calls for attention. */
export function StockCell({ quantity, level }: { quantity: number; level: StockLevel }) {
  const { t } = useTranslation('products');
  return (
    <Group gap={6} wrap="nowrap">
      <Text span fz="sm">
        {formatNumber(quantity)}
      </Text>
      {level !== 'in' && (
        <Badge size="sm" variant="light" color={level === 'out' ? 'red' : 'orange'} tt="none">
          {t(`stock.${level}`)}
        </Badge>
      )}
    </Group>
  );
}
