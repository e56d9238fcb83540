import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import type { Locale } from '@matjar/shared';
import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useLocale } from '../../lib/i18n/use-locale';

/**
 * The calendar's conventions per language, as the stores this serves keep them: Arabic
 * (Egypt) starts the week on Saturday with Friday and Saturday off; English (`en-GB`, as
 * in lib/format.ts) starts on Monday. Digits stay Latin in both: dayjs writes Arabic-Indic
 * ones only through a plugin this app does not load.
 */
const SETTINGS: Record<Locale, DatesProviderSettings> = {
  en: { locale: 'en', firstDayOfWeek: 1, weekendDays: [0, 6] },
  ar: { locale: 'ar', firstDayOfWeek: 6, weekendDays: [5, 6] },
};

/** Mantine's date pickers below it speak the active language: month and day names, week layout. */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return <DatesProvider settings={SETTINGS[locale]}>{children}</DatesProvider>;
}
