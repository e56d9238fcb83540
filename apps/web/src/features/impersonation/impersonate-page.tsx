import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { enterImpersonation, type EnterResult } from './api/enter-impersonation';

/** One exchange per token, however often the page mounts (a token works only once). */
const exchanges = new Map<string, Promise<EnterResult>>();
const enterOnce = (token: string | undefined) => {
  if (!token) return enterImpersonation(token);
  let exchange = exchanges.get(token);
  if (!exchange) {
    exchange = enterImpersonation(token);
    exchanges.set(token, exchange);
  }
  return exchange;
};

/**
 * /dashboard/impersonate/{token}: spends the one-time token and goes on to the dashboard
 * as the user; a spent or expired token is said so here.
 */
export default function ImpersonatePage() {
  usePageTitle('layout:impersonation.pageTitle');
  const { t } = useTranslation('layout');
  const { token } = useParams({ strict: false }) as { token?: string };
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void enterOnce(token).then((result) => {
      if (!current) return;
      if (result.ok) void navigate({ to: '/dashboard', replace: true });
      else setFailure(result.message || t('impersonation.invalid'));
    });
    return () => {
      current = false;
    };
  }, [token, navigate, t]);

  return (
    <Paper component="section" w="100%" maw={440} p={{ base: 'lg', xs: 40 }} radius="lg" shadow="sm">
      {failure === null ? (
        <Stack align="center" gap="md" py="md" role="status">
          <Loader size="md" />
          <Text c="dimmed">{t('impersonation.entering')}</Text>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Title order={1} fz={26}>
            {t('impersonation.failedTitle')}
          </Title>
          <Alert color="orange" variant="light" icon={<IconLinkOff size={20} />} role="alert">
            {failure}
          </Alert>
          <Button component={Link} to="/dashboard" size="md" fullWidth>
            {t('impersonation.backToDashboard')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
