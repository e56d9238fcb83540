import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '@matjar/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocale } from '../lib/i18n/use-locale';
import { createAppTheme } from './theme';

/** Mantine reads the direction once; follow language switches made without a reload. */
function DirectionSync({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { locale, dir } = useLocale();
  const theme = useMemo(() => createAppTheme(locale), [locale]);
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <DirectionSync dir={dir} />
      <MantineProvider theme={theme} defaultColorScheme="light">
        {/* Toasts sit at the top end: top-right in English, top-left in Arabic. */}
        <Notifications position={dir === 'rtl' ? 'top-left' : 'top-right'} autoClose={TOAST_MS} />
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>{children}</ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
