import { Button } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatNumber } from '../../lib/format';
import { dialogOnFirstOpen } from '../deferred/dialog-on-first-open';

const PhoneFiltersSheet = dialogOnFirstOpen(
  () => import('./phone-filters-sheet').then((module) => module.PhoneFiltersSheet),
  (props) => props.opened,
);

/** Where a table stacks into cards (components/stacked-table/stacked-table.module.css). */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** True on a phone-width screen, read before the first render so nothing is made twice. */
export const usePhoneWidth = () => useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

/**
 * A phone's list filters: one button that says how many are set, opening them in a sheet
 * from the bottom. They are made only when it opens: a list's selects (and the lists of
 * brands, units or customers they load) were half of a phone's blocked time on a first
 * visit, for filters that a first look seldom uses, and they took a screen's height above
 * the rows. The sheet's code and the filters' own come with that first opening too. Each
 * filter still writes the URL at once.
 */
export function PhoneFilters({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation('table');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant={count > 0 ? 'light' : 'default'}
        leftSection={<IconFilter size={16} />}
        aria-haspopup="dialog"
        onClick={open}
      >
        {count > 0 ? t('filters.openCount', { value: formatNumber(count) }) : t('filters.open')}
      </Button>
      <PhoneFiltersSheet opened={opened} onClose={close}>
        {children}
      </PhoneFiltersSheet>
    </>
  );
}
