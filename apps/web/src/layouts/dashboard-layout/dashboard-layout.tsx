import { AppShell, Center, Loader, Overlay, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { PRODUCT_NAME } from '@matjar/shared';
import { Outlet } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { DeferredMount, ScreenHeight } from '../../components/deferred/deferred-mount';
import { useMountWhenOpened } from '../../components/deferred/use-mount-when-opened';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';
import type { NavGroup } from './nav-types';
import classes from './dashboard-layout.module.css';
import './input-direction.css';

/**
 * Spec §2 default layout. From 992 px the sidebar is always there and can be minimised to
 * icons (remembered per browser); below it becomes a drawer (200 px, 250 px from 576 px)
 * that closes when an item is chosen. `banner` shows above every screen (impersonation).
 */
export function DashboardLayout({ groups, banner }: { groups: readonly NavGroup[]; banner?: ReactNode }) {
  const { t } = useTranslation('layout');
  const [drawerOpened, drawer] = useDisclosure(false);
  const [minimised, setMinimised] = useLocalStorage({ key: 'matjar.sidebar-minimised', defaultValue: false });
  const desktop = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`, true, { getInitialValueInEffect: false });
  // On a phone the menu is a drawer, made when first opened rather than with every screen.
  const menuMade = useMountWhenOpened(drawerOpened).mounted || desktop;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        // Below `md` the navbar is the drawer; its width is set in the CSS module.
        width: minimised ? 72 : 256,
        breakpoint: 'md',
        collapsed: { mobile: !drawerOpened },
      }}
      className={classes.shell}
    >
      <AppShell.Header>
        <AppHeader
          drawerOpened={drawerOpened}
          onToggleDrawer={drawer.toggle}
          minimised={minimised}
          onToggleMinimised={() => setMinimised((value) => !value)}
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('menu.label')} className={classes.navbar}>
        {menuMade && (
          <DeferredMount>
            <AppNavbar groups={groups} iconsOnly={minimised && desktop} onNavigate={drawer.close} />
          </DeferredMount>
        )}
      </AppShell.Navbar>
      {drawerOpened && <Overlay hiddenFrom="md" fixed zIndex={99} backgroundOpacity={0.35} onClick={drawer.close} />}
      <AppShell.Main className={classes.main}>
        {banner}
        <div className={classes.content}>
          {/* A screen still waiting for its code or data (opened offline, for one) waits here,
              inside the frame, rather than blanking the header and the menu with it. */}
          <Suspense
            fallback={
              <Center py="xl">
                <Loader size="sm" />
              </Center>
            }
          >
            <DeferredMount fallback={<ScreenHeight />}>
              <Outlet />
            </DeferredMount>
          </Suspense>
        </div>
        <Text component="footer" size="xs" c="dimmed" className={classes.footer}>
          {t('footer', { year: new Date().getFullYear(), brand: PRODUCT_NAME })}
        </Text>
      </AppShell.Main>
    </AppShell>
  );
}
