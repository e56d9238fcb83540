import { Divider, NavLink, Stack, Text, useDirection } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { NavGroup, NavItem } from './nav-types';
import classes from './dashboard-layout.module.css';
import { LazyTooltip } from '../../components/deferred/lazy-tooltip';

interface AppNavbarProps {
  groups: readonly NavGroup[];
  /** Minimised on a desktop: icons without labels. The phone's drawer always shows labels. */
  iconsOnly: boolean;
  onNavigate: () => void;
}

export function AppNavbar({ groups, iconsOnly, onNavigate }: AppNavbarProps) {
  const { t } = useTranslation('layout');
  const { dir } = useDirection();

  const renderItem = (item: NavItem) => {
    const Icon = item.icon;
    const label = t(item.label);
    return (
      <LazyTooltip key={item.key} label={label} position={dir === 'rtl' ? 'left' : 'right'} disabled={!iconsOnly}>
        <NavLink
          component={Link}
          to={item.to}
          // The router marks the current entry with aria-current="page", which Mantine
          // styles as active; the home entry must not stay lit on every sub-page.
          activeOptions={{ exact: item.to === '/dashboard', includeSearch: false }}
          onClick={onNavigate}
          label={label}
          aria-label={label}
          leftSection={<Icon size={20} stroke={1.6} />}
          className={classes.navLink}
          data-minimised={iconsOnly || undefined}
        />
      </LazyTooltip>
    );
  };

  return (
    // A native scroller: Mantine's ScrollArea measures and watches its size from the first render.
    <div className={classes.navScroll}>
      <Stack gap={4} p="sm" component="nav">
        {groups.map((group, index) => (
          <Fragment key={group.key}>
            {index > 0 && <Divider my={6} className={classes.navDivider} data-minimised={iconsOnly || undefined} />}
            <Text className={classes.navGroupLabel} data-minimised={iconsOnly || undefined}>
              {t(group.label)}
            </Text>
            {group.items.map(renderItem)}
          </Fragment>
        ))}
      </Stack>
    </div>
  );
}
