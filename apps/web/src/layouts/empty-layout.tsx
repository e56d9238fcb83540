import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page without chrome: error screens outside the dashboard. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" mih="100vh" display="flex" style={{ alignItems: 'center', justifyContent: 'center' }}>
      {children}
    </Box>
  );
}
