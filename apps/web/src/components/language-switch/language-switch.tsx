import { Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n/use-locale';

/** With two languages one click is enough: the button names the other one, in its own script. */
export function LanguageSwitch(props: ButtonProps) {
  const { t } = useTranslation();
  const { locale, setLocale } = useLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconLanguage size={18} stroke={1.6} />}
      onClick={() => setLocale(other)}
      title={t('languages.switchTo')}
      {...props}
    >
      <span lang={other}>{t(`languages.${other}`)}</span>
    </Button>
  );
}
