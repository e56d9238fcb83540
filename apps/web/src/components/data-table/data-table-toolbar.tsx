import { Button, CloseButton, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { PhoneFilters, usePhoneWidth } from './phone-filters';
import { SearchInput } from './search-input';
import type { ListState } from './use-list-params';

interface DataTableToolbarProps {
  list: ListState;
  filters: ReactNode;
  searchPlaceholder: string | undefined;
  selectedCount: number;
  onClearSelection: () => void;
  onDeleteSelected: (() => void) | undefined;
  bulkActions?: ReactNode;
}

/**
 * Search and filters (on a phone, behind one button); with rows selected, the count, the
 * bulk actions and "Delete selected". Wraps on narrow screens.
 */
export function DataTableToolbar(props: DataTableToolbarProps) {
  const { list, filters, searchPlaceholder, selectedCount, onClearSelection, onDeleteSelected, bulkActions } = props;
  const { t } = useTranslation('table');
  const phone = usePhoneWidth();
  return (
    <Group gap="sm" p="md" wrap="wrap" justify="space-between">
      {/* Bottom-aligned, so a labelled filter's input lines up with the search box. */}
      <Group gap="sm" wrap="wrap" align="flex-end" style={{ flex: '1 1 260px' }}>
        <SearchInput value={list.params.search} onSearch={list.setSearch} placeholder={searchPlaceholder} />
        {filters && phone ? <PhoneFilters count={Object.keys(list.params.filters).length}>{filters}</PhoneFilters> : filters}
      </Group>
      {selectedCount > 0 && (onDeleteSelected || bulkActions) && (
        <Group gap="xs" wrap="nowrap">
          <CloseButton size="sm" aria-label={t('selection.clear')} onClick={onClearSelection} />
          <Text fz="sm" fw={500} aria-live="polite">
            {t('selection.count', { count: selectedCount, value: formatNumber(selectedCount) })}
          </Text>
          {bulkActions}
          {onDeleteSelected && (
            <Button color="red" variant="light" size="xs" leftSection={<IconTrash size={14} />} onClick={onDeleteSelected}>
              {t('selection.delete')}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}
