import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A screen's title: its one `h1` (WCAG 2.4.6; screen readers list and jump by headings),
 * drawn at the size of a section title so the chrome stays quiet.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} fz="h2">
      {children}
    </Title>
  );
}

/** The top of a screen: its title, a line saying what it is for, and its main action. */
export function PageHeader({ title, description, action }: { title: ReactNode; description?: ReactNode; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <PageTitle>{title}</PageTitle>
        {description && (
          <Text c="dimmed" fz="sm">
            {description}
          </Text>
        )}
      </div>
      {action}
    </Group>
  );
}
