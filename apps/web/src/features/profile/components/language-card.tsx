import { Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { isLocale, LOCALES, type Locale } from '@matjar/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { errorMessage } from '../../../lib/api/api-error';
import { useLocale } from '../../../lib/i18n/use-locale';
import { notify } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The preferred language: saved on the account (e-mails are written in it) and applied
 * to the dashboard at once.
 */
export function LanguageCard() {
  const { t } = useTranslation(['profile', 'common']);
  const { locale, setLocale } = useLocale();
  const update = useUpdateProfile();

  const choose = async (value: string) => {
    if (!isLocale(value) || value === locale) return;
    try {
      await update.mutateAsync({ locale: value });
      // The screen turning over to the new language is the confirmation.
      setLocale(value);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Card padding="lg">
      <Stack gap="md">
        <div>
          <Title order={3} fz="md">
            {t('profile:language.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('profile:language.description')}
          </Text>
        </div>
        <SegmentedControl
          aria-label={t('profile:language.title')}
          value={locale}
          onChange={(value) => void choose(value)}
          disabled={update.isPending}
          data={LOCALES.map((value: Locale) => ({
            value,
            label: (
              <span lang={value} dir={value === 'ar' ? 'rtl' : 'ltr'}>
                {t(`common:languages.${value}`)}
              </span>
            ),
          }))}
          maw={320}
        />
      </Stack>
    </Card>
  );
}
