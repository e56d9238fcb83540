import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconArrowBackUp, IconUserShare } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { errorMessage } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session/current-user';
import { leaveImpersonation } from '../api/leave-impersonation';
import { DirectionalIcon } from '../../../components/directional-icon/directional-icon';
import { RichText } from '../../../lib/i18n/rich-text';

/**
 * Shown on every screen while an admin is signed in as someone else: whose dashboard this
 * is, on whose behalf, and the way back to the admin's own account.
 */
export default function ImpersonationBanner() {
  const { t } = useTranslation('layout');
  const me = useCurrentUser();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  if (!me?.impersonator) return null;

  const leave = async () => {
    setLeaving(true);
    try {
      if (await leaveImpersonation()) {
        notify.success(t('impersonation.returned'));
        await router.navigate({ to: '/dashboard/users', replace: true });
      }
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Paper role="status" bg="grape.0" withBorder={false} radius={0} px="md" py="xs" style={{ borderBlockEnd: '1px solid var(--mantine-color-grape-2)' }}>
      <Group justify="space-between" gap="sm" wrap="wrap" maw={1440} mx="auto">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="grape" variant="light" radius="xl" size="md">
            <IconUserShare size={16} />
          </ThemeIcon>
          <Text fz="sm" c="grape.9">
            <RichText
              t={t}
              i18nKey="impersonation.banner"
              values={{ user: me.username, impersonator: me.impersonator.username }}
              tags={{ b: <b />, bdi: <bdi /> }}
            />
          </Text>
        </Group>
        <Button
          size="xs"
          color="grape"
          variant="filled"
          leftSection={<DirectionalIcon icon={IconArrowBackUp} size={16} />}
          loading={leaving}
          onClick={() => void leave()}
        >
          {t('impersonation.return')}
        </Button>
      </Group>
    </Paper>
  );
}
