import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DirectionalIcon } from '../../../components/directional-icon/directional-icon';
import { PageTitle } from '../../../components/page-header/page-header';

/** The title of the create and edit pages, under a link back to the roles list. */
export function RolePageHeader({ title, description, badge }: { title: ReactNode; description?: string; badge?: ReactNode }) {
  const { t } = useTranslation('roles');
  return (
    <Stack gap={6}>
      <Anchor component={Link} to="/dashboard/settings/roles_permissions" fz="sm" c="dimmed" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <DirectionalIcon icon={IconArrowLeft} size={16} />
          {t('title')}
        </Group>
      </Anchor>
      <Group gap="sm">
        <PageTitle>{title}</PageTitle>
        {badge}
      </Group>
      {description && (
        <Text c="dimmed" fz="sm">
          {description}
        </Text>
      )}
    </Stack>
  );
}
