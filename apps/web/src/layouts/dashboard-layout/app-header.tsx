import { ActionIcon, Burger, Group } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { BrandMark } from '../../components/brand/brand-mark';
import { LanguageIconSwitch } from '../../components/language-switch/language-icon-switch';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { OfflineBadge } from '../../components/offline-badge';
import { NotificationsBell } from './notifications/notifications-bell';
import { UserMenu } from './user-menu';
import { VisitStoreButton } from './visit-store-button';
import classes from './dashboard-layout.module.css';
import { DirectionalIcon } from '../../components/directional-icon/directional-icon';
import { LazyTooltip } from '../../components/deferred/lazy-tooltip';

interface AppHeaderProps {
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  minimised: boolean;
  onToggleMinimised: () => void;
}

export function AppHeader({ drawerOpened, onToggleDrawer, minimised, onToggleMinimised }: AppHeaderProps) {
  const { t } = useTranslation('layout');
  const sidebarLabel = minimised ? t('header.expandSidebar') : t('header.minimiseSidebar');
  const SidebarIcon = minimised ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;

  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" className={classes.header}>
      <Burger
        opened={drawerOpened}
        onClick={onToggleDrawer}
        hiddenFrom="md"
        size="sm"
        aria-label={t('header.toggleNavigation')}
      />
      <LazyTooltip label={sidebarLabel}>
        <ActionIcon visibleFrom="md" variant="subtle" color="gray" size="lg" onClick={onToggleMinimised} aria-label={sidebarLabel}>
          <DirectionalIcon icon={SidebarIcon} size={20} stroke={1.6} />
        </ActionIcon>
      </LazyTooltip>
      <Link to="/dashboard" className={classes.brandLink}>
        <BrandMark size={28} />
      </Link>
      <Group gap={6} ms="auto" wrap="nowrap">
        <OfflineBadge />
        <LanguageSwitch hideOnPhones />
        <LanguageIconSwitch hiddenFrom="sm" />
        <NotificationsBell />
        <VisitStoreButton />
        <UserMenu />
      </Group>
    </Group>
  );
}
