import { useTranslation } from '../../lib/i18n/use-translation';
import { PlaceBreadcrumbs } from './components/place-breadcrumbs';
import { PlacesScreen } from './places-screen';

const SCOPE = { level: 'countries' } as const;

/** /dashboard/countries */
export default function CountriesPage() {
  const { t } = useTranslation('places');
  return <PlacesScreen scope={SCOPE} title={t('countries.title')} breadcrumbs={<PlaceBreadcrumbs loading={false} />} />;
}
