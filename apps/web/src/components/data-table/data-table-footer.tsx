import type { ListMeta } from '@matjar/shared';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { PER_PAGE_OPTIONS } from './list-params';
import type { ListState } from './use-list-params';

interface DataTableFooterProps {
  meta: ListMeta;
  rowCount: number;
  list: ListState;
}

/** "1–15 of 10,000+", the page buttons and the page size. */
export function DataTableFooter({ meta, rowCount, list }: DataTableFooterProps) {
  const { t } = useTranslation('table');
  const sizeId = useId();
  const { page, perPage } = list.params;
  const from = rowCount ? (page - 1) * perPage + 1 : 0;
  const to = (page - 1) * perPage + rowCount;
  // Past the exact bound the server estimates the total (ARCHITECTURE.md), so say "10,000+".
  const total = meta.total_is_estimate
    ? t('paging.estimate', { value: formatNumber(meta.total) })
    : formatNumber(meta.total);
  const sizes = [...new Set([...PER_PAGE_OPTIONS, perPage])].sort((a, b) => a - b);

  return (
    <Group justify="space-between" gap="sm" px="md" py="sm" wrap="wrap">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {/* The range is isolated (LRI…PDI, what <bdi> does) so "1–15" does not read "15–1" in Arabic. */}
        {t('paging.range', { range: `\u2066${formatNumber(from)}–${formatNumber(to)}\u2069`, total })}
      </Text>
      <Group gap="md" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Text fz="sm" c="dimmed" component="label" htmlFor={sizeId}>
            {t('paging.perPage')}
          </Text>
          {/* The browser's own select, as Polaris's: a phone's own picker, and no popover made with every list. */}
          <NativeSelect
            id={sizeId}
            size="xs"
            w={80}
            data={sizes.map((size) => ({ value: String(size), label: formatNumber(size) }))}
            value={String(perPage)}
            onChange={(event) => list.setPerPage(Number(event.currentTarget.value))}
          />
        </Group>
        <Pagination
          size="sm"
          total={Math.max(meta.last_page, 1)}
          value={page}
          onChange={list.setPage}
          siblings={1}
          boundaries={1}
          getItemProps={(item) => ({ 'aria-label': t('paging.page', { page: formatNumber(item) }) })}
          getControlProps={(control) => ({ 'aria-label': t(`paging.${control}`) })}
        />
      </Group>
    </Group>
  );
}
