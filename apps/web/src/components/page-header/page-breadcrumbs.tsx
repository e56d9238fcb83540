import { Breadcrumbs } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DirectionalIcon } from '../directional-icon/directional-icon';

/** The trail above a record's page; its arrows point the way the page reads. */
export function PageBreadcrumbs({ children }: { children: ReactNode }) {
  return (
    <Breadcrumbs separator={<DirectionalIcon icon={IconChevronRight} size={14} />} fz="sm">
      {children}
    </Breadcrumbs>
  );
}
