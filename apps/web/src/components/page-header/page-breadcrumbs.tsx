import { Breadcrumbs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocale } from '../../lib/i18n/use-locale';

/** The trail above a record's page; its arrows point the way the page reads. */
export function PageBreadcrumbs({ children }: { children: ReactNode }) {
  const { dir } = useLocale();
  return (
    <Breadcrumbs separator={dir === 'rtl' ? '‹' : '›'} fz="sm">
      {children}
    </Breadcrumbs>
  );
}
