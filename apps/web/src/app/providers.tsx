import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { OfflineNotice } from '../components/offline-notice';
import { useLocale } from '../lib/i18n/use-locale';
import { usePrimaryColour } from '../lib/theme/primary-colour';
import { readableColours } from './readable-colours';
import { createAppTheme } from './theme';

/** Mantine reads the direction once; follow language switches made without a reload. */
function DirectionSync({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

/**
 * What every screen needs: theme and direction, and the offline notice. The signed-in layout adds the query
 * client, toasts and dialogs (`routes/app-layout-page.tsx`); the sign-in page shows its
 * messages inline and stays light.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { locale, dir } = useLocale();
  const primaryColour = usePrimaryColour();
  const theme = useMemo(() => createAppTheme(locale, primaryColour), [locale, primaryColour]);
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <DirectionSync dir={dir} />
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={readableColours}>
        {children}
        <OfflineNotice />
      </MantineProvider>
    </DirectionProvider>
  );
}
