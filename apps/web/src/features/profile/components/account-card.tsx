import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Me } from '@matjar/shared';
import { useRoleName } from '../../../lib/i18n/use-role-name';

/** Who is signed in: name, address and roles (changed by an administrator, not here). */
export function AccountCard({ me }: { me: Me }) {
  const roleName = useRoleName();
  return (
    <Card padding="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar name={me.username} color="initials" size={56} radius="xl" />
        <Stack gap={4} miw={0}>
          <Text fw={600} fz="lg" truncate>
            <bdi>{me.username}</bdi>
          </Text>
          <Text fz="sm" c="dimmed" truncate>
            <bdi>{me.email}</bdi>
          </Text>
          <Group gap={4}>
            {me.roles.map((role) => (
              <Badge key={role.id} variant="light" size="sm" tt="none">
                {roleName(role)}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
