import type { Country } from '@matjar/shared';
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { usePlace } from './api/get-place';
import type { PlaceScope } from './api/place-scope';
import { PlaceBreadcrumbs } from './components/place-breadcrumbs';
import { PlacesScreen } from './places-screen';

const COUNTRIES: PlaceScope = { level: 'countries' };

/** /dashboard/countries/{country}/governorates */
export default function GovernoratesPage() {
  usePageTitle('places:governorates.title');
  const { t } = useTranslation('places');
  const { locale } = useLocale();
  const countryId = Number((useParams({ strict: false }) as { country: string }).country);
  const scope = useMemo<PlaceScope>(() => ({ level: 'governorates', countryId }), [countryId]);
  const country = usePlace<Country>(COUNTRIES, countryId);
  const name = country.data?.name[locale] ?? '';
  return (
    <PlacesScreen
      key={countryId}
      scope={scope}
      title={name ? t('governorates.titleOf', { country: name }) : t('governorates.title')}
      breadcrumbs={<PlaceBreadcrumbs country={country.data} loading={country.isPending} />}
    />
  );
}
