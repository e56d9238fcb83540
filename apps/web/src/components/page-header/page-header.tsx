import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The top of a screen: its title, a line saying what it is for, and its main action. */
export function PageHeader({ title, description, action }: { title: ReactNode; description?: ReactNode; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={2}>{title}</Title>
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
