import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useResourceRecord } from '../../components/resource';
import { useLocale } from '../../lib/i18n/use-locale';
import { PlaceBreadcrumbs } from './components/place-breadcrumbs';
import { countries, type PlaceScope } from './places-resource';
import { PlacesScreen } from './places-screen';

const route = getRouteApi('/dashboard/_app/countries/$country/governorates');

/** /dashboard/countries/{country}/governorates */
export default function GovernoratesPage() {
  const { t } = useTranslation('places');
  const { locale } = useLocale();
  const countryId = Number(route.useParams().country);
  const scope = useMemo<PlaceScope>(() => ({ level: 'governorates', countryId }), [countryId]);
  const country = useResourceRecord(countries, countryId);
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
