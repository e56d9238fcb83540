import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocale } from '../../lib/i18n/use-locale';

/** With two languages a switch is one click: it names the other language, in its own script. */
export function useLanguageToggle() {
  const { t } = useTranslation();
  const { locale, setLocale } = useLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  return {
    other,
    otherName: t(`languages.${other}`),
    hint: t('languages.switchTo'),
    toggle: () => setLocale(other),
  };
}
