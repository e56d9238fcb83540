import { Box, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@matjar/shared';
import { IconCheck } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { BrandMark } from '../../components/brand/brand-mark';
import { DeferredMount } from '../../components/deferred/deferred-mount';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { WelcomeArt } from './welcome-art';
import classes from './auth-layout.module.css';

const POINTS = ['catalogue', 'orders', 'team'] as const;

/**
 * Sign-in and other public screens: a welcome panel with the brand, and the form. Made in
 * a render of its own (DeferredMount), not in the router's one long task.
 */
export default function AuthLayout() {
  return (
    <DeferredMount>
      <AuthFrame />
    </DeferredMount>
  );
}

function AuthFrame() {
  const { t } = useTranslation('auth');
  return (
    <div className={classes.root}>
      <Box component="aside" className={classes.welcome}>
        <BrandMark inverted size={36} />
        <Stack gap="md" className={classes.welcomeBody}>
          <Title order={2} className={classes.welcomeTitle}>
            {t('welcome.title', { brand: PRODUCT_NAME })}
          </Title>
          <Text className={classes.welcomeText}>{t('welcome.text', { brand: PRODUCT_NAME })}</Text>
          <ul className={classes.points}>
            {POINTS.map((point) => (
              <li key={point}>
                <span className={classes.pointIcon} aria-hidden="true">
                  <IconCheck size={14} stroke={2.5} />
                </span>
                {t(`welcome.points.${point}`)}
              </li>
            ))}
          </ul>
        </Stack>
        <WelcomeArt />
      </Box>
      <Box component="main" className={classes.formSide}>
        <div className={classes.topBar}>
          <LanguageSwitch />
        </div>
        <div className={classes.formArea}>
          <Outlet />
        </div>
      </Box>
    </div>
  );
}
