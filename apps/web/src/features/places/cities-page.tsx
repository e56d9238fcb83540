import type { Governorate } from '@matjar/shared';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useResourceRecord } from '../../components/resource';
import { useLocale } from '../../lib/i18n/use-locale';
import { PlaceBreadcrumbs } from './components/place-breadcrumbs';
import { countries, placeResource, type PlaceScope } from './places-resource';
import { PlacesScreen } from './places-screen';

const route = getRouteApi('/dashboard/_app/countries/$country/governorates/$governorate/cities');

/** /dashboard/countries/{country}/governorates/{governorate}/cities */
export default function CitiesPage() {
  const { t } = useTranslation('places');
  const { locale } = useLocale();
  const params = route.useParams();
  const countryId = Number(params.country);
  const governorateId = Number(params.governorate);
  const scope = useMemo<PlaceScope>(() => ({ level: 'cities', countryId, governorateId }), [countryId, governorateId]);
  const governorates = useMemo(() => placeResource<Governorate>({ level: 'governorates', countryId }), [countryId]);
  const country = useResourceRecord(countries, countryId);
  const governorate = useResourceRecord(governorates, governorateId);
  const name = governorate.data?.name[locale] ?? '';
  return (
    <PlacesScreen
      key={governorateId}
      scope={scope}
      title={name ? t('cities.titleOf', { governorate: name }) : t('cities.title')}
      governorateFee={governorate.data?.shipment_fees}
      breadcrumbs={
        <PlaceBreadcrumbs country={country.data} governorate={governorate.data} loading={country.isPending || governorate.isPending} />
      }
    />
  );
}
