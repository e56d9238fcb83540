import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** "Back to sign in", under every password screen. */
export function SignInLink() {
  const { t } = useTranslation('password');
  return (
    <Anchor component={Link} to="/dashboard/login" size="sm" ta="center">
      {t('backToSignIn')}
    </Anchor>
  );
}
