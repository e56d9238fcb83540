import { Button, Center, Drawer, Group, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';

interface PhoneFiltersSheetProps {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The sheet of a phone's list filters (phone-filters.tsx), whose code comes with its first opening. */
export function PhoneFiltersSheet({ opened, onClose, children }: PhoneFiltersSheetProps) {
  const { t } = useTranslation('table');
  return (
    <Drawer opened={opened} onClose={onClose} position="bottom" title={t('filters.title')} closeButtonProps={{ 'aria-label': t('filters.close') }}>
      {/* The filters' own code may still be on its way (filters-on-first-use.tsx). */}
      <Suspense
        fallback={
          <Center py="md">
            <Loader size="sm" aria-label={t('filters.loading')} />
          </Center>
        }
      >
        <Group gap="sm" wrap="wrap" align="flex-end">
          {children}
        </Group>
      </Suspense>
      <Button fullWidth mt="lg" onClick={onClose}>
        {t('filters.done')}
      </Button>
    </Drawer>
  );
}
