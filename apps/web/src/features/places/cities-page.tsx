import type { Country, Governorate } from '@matjar/shared';
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

/** /dashboard/countries/{country}/governorates/{governorate}/cities */
export default function CitiesPage() {
  usePageTitle('places:cities.title');
  const { t } = useTranslation('places');
  const { locale } = useLocale();
  const params = useParams({ strict: false }) as { country: string; governorate: string };
  const countryId = Number(params.country);
  const governorateId = Number(params.governorate);
  const scope = useMemo<PlaceScope>(() => ({ level: 'cities', countryId, governorateId }), [countryId, governorateId]);
  const country = usePlace<Country>(COUNTRIES, countryId);
  const governorate = usePlace<Governorate>({ level: 'governorates', countryId }, governorateId);
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
