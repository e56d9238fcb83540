import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { PlaceBreadcrumbs } from './components/place-breadcrumbs';
import { PlacesScreen } from './places-screen';

const SCOPE = { level: 'countries' } as const;

/** /dashboard/countries */
export default function CountriesPage() {
  usePageTitle('places:countries.title');
  const { t } = useTranslation('places');
  return <PlacesScreen scope={SCOPE} title={t('countries.title')} breadcrumbs={<PlaceBreadcrumbs loading={false} />} />;
}
