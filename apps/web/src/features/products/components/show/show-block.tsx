import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './product-show.module.css';

/** A titled part of the printable product sheet, kept on one page when it fits. */
export function ShowBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" className={classes.block} component="section" aria-label={title}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
