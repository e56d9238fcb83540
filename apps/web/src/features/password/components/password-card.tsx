import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PasswordCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The card of the public password screens, beside the sign-in page's welcome panel. */
export function PasswordCard({ title, subtitle, children }: PasswordCardProps) {
  return (
    <Paper component="section" w="100%" maw={440} p={{ base: 'lg', xs: 40 }} radius="lg" shadow="sm">
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1} fz={26}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
