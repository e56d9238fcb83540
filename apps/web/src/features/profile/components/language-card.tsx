import { SegmentedControl } from '@mantine/core';
import { isLocale, LOCALES, type Locale, type Me, type Profile, profileInput } from '@matjar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { SingleRecordForm } from '../../../components/single-record/single-record-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/i18n/use-locale';
import { meQueryOptions } from '../../../lib/session/me-query';
import { profileRecord } from '../api/profile-record';

interface LanguageValues {
  locale: Locale | null;
}

/**
 * The preferred language: saved on the account (e-mails are written in it) and applied
 * to the dashboard at once. An account that never chose one shows the dashboard's.
 */
export function LanguageCard() {
  const { t } = useTranslation(['profile', 'common']);
  const { locale, setLocale } = useLocale();
  const queryClient = useQueryClient();

  const saved = (profile: Profile) => {
    // The profile is part of /me; keep the cached copy in step without a refetch.
    queryClient.setQueryData<Me>(meQueryOptions().queryKey, (me) => (me ? { ...me, locale: profile.locale } : me));
    if (profile.locale && isLocale(profile.locale)) setLocale(profile.locale);
  };

  return (
    <SingleRecordForm<Profile, LanguageValues, Partial<LanguageValues>>
      record={profileRecord}
      schema={profileInput}
      title={t('profile:language.title')}
      description={t('profile:language.description')}
      overrides={(profile) => ({ locale: profile.locale && isLocale(profile.locale) ? profile.locale : locale })}
      savedMessage={t('profile:language.saved')}
      onSaved={saved}
    >
      {(form) => (
        <Controller
          control={form.control}
          name="locale"
          render={({ field }) => (
            <SegmentedControl
              aria-label={t('profile:language.title')}
              value={field.value ?? locale}
              onChange={field.onChange}
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
          )}
        />
      )}
    </SingleRecordForm>
  );
}
