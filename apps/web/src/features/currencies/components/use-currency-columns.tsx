import { Badge, Group, Switch, Text } from '@mantine/core';
import type { Currency } from '@matjar/shared';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CODE, codeBadgeColumn, sortableColumn, textColumn, type DataTableColumn } from '../../../components/data-table';
import { useLocale } from '../../../lib/i18n/use-locale';

interface CurrencyColumnsOptions {
  /** Null when the user may not change currencies: the switch is then read-only. */
  onToggleOnline: ((currency: Currency, online: boolean) => void) | null;
  /** The currency whose online switch is being saved. */
  savingId: number | null;
}

/** Name (with the one "Local" badge), code, exchange rate and the online switch. */
export function useCurrencyColumns({ onToggleOnline, savingId }: CurrencyColumnsOptions): DataTableColumn<Currency>[] {
  const { t } = useTranslation(['currencies', 'fields']);
  const { locale } = useLocale();
  return useMemo(
    () => [
      sortableColumn<Currency>('name', t('fields:name'), (currency) => (
        <Group gap="xs" wrap="nowrap">
          <Text span fz="sm" fw={500}>
            {currency.name[locale]}
          </Text>
          {currency.is_local && (
            <Badge color="teal" variant="light" size="sm" data-testid="local-badge">
              {t('currencies:local')}
            </Badge>
          )}
        </Group>
      )),
      codeBadgeColumn<Currency>({ key: 'code', header: t('fields:code'), sortField: 'code', width: 110, value: (currency) => currency.code }),
      textColumn({ key: 'exchange_rate', header: t('fields:exchange_rate'), width: 150, value: (currency) => currency.exchange_rate, text: CODE }),
      {
        key: 'is_online',
        header: t('fields:is_online'),
        width: 110,
        cell: (currency) => (
          <Switch
            checked={currency.is_online}
            disabled={!onToggleOnline || savingId === currency.id}
            onChange={(event) => onToggleOnline?.(currency, event.currentTarget.checked)}
            aria-label={`${t('fields:is_online')}: ${currency.name[locale]}`}
          />
        ),
      },
    ],
    [t, locale, onToggleOnline, savingId],
  );
}
