import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconRefresh, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Can } from '../../components/can';
import { useCurrentUser } from '../../lib/session/current-user';
import { signOut } from '../../lib/session/sign-out';
import { ClearCacheFailed, useClearCache } from './use-clear-cache';
import classes from './dashboard-layout.module.css';
import { DirectionalIcon } from '../../components/directional-icon/directional-icon';
import { MenuOnFirstUse } from '../../components/deferred/menu-on-first-use';

/** Spec §2 user menu: the username, settings (one's own profile), clear cache (with its permission) and sign out. */
export function UserMenu() {
  const { t } = useTranslation('layout');
  const user = useCurrentUser();
  const { mutation: clearCache, failure, closeFailure } = useClearCache();
  if (!user) return null;

  return (
    <>
      <MenuOnFirstUse
        position="bottom-end"
        width={240}
        shadow="md"
        target={
          // Named by what it shows (the username) and what it is, never by a label that hides the username (WCAG 2.5.3).
          <UnstyledButton className={classes.userButton}>
            <Group gap={8} wrap="nowrap">
              <Avatar name={user.username} color="initials" size={32} radius="xl" aria-hidden />
              <Text size="sm" fw={500} visibleFrom="sm" className={classes.userName}>
                {user.username}
              </Text>
              <VisuallyHidden>{t('header.userMenu')}</VisuallyHidden>
              <IconChevronDown size={14} stroke={1.8} />
            </Group>
          </UnstyledButton>
        }
      >
        {(Menu) => (
          <>
            <Menu.Label>
              <Text size="sm" fw={600} c="dark" truncate>
                {user.username}
              </Text>
              <Text size="xs" c="dimmed" truncate dir="ltr" ta="start">
                <bdi>{user.email}</bdi>
              </Text>
            </Menu.Label>
            <Menu.Divider />
            <Menu.Item component={Link} to="/dashboard/profile" leftSection={<IconSettings size={16} stroke={1.6} />}>
              {t('actions.settings')}
            </Menu.Item>
            <Can permission="settings.clear_cache">
              <Menu.Item
                leftSection={<IconRefresh size={16} stroke={1.6} />}
                onClick={() => clearCache.mutate()}
                disabled={clearCache.isPending}
              >
                {t('actions.clearCache')}
              </Menu.Item>
            </Can>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<DirectionalIcon icon={IconLogout} size={16} stroke={1.6} />} onClick={() => void signOut()}>
              {t('actions.signOut')}
            </Menu.Item>
          </>
        )}
      </MenuOnFirstUse>
      <ClearCacheFailed message={failure} onClose={closeFailure} />
    </>
  );
}
