import { citySorts, countrySorts, governorateSorts } from '@matjar/shared';
import { useMemo, type ReactNode } from 'react';
import { onFirstRender } from '../../components/deferred/on-first-render';
import { useLocalCurrency } from '../../components/pickers';
import { ResourceListPage, useResourceList } from '../../components/resource';
import { useLocalName } from '../../lib/i18n/use-local-name';
import { usePlaceColumns } from './components/use-place-columns';
import { placeResource, type PlaceScope } from './places-resource';

const PlaceForm = onFirstRender(() => import('./components/place-form').then((module) => module.PlaceForm));

const SORTS = { countries: countrySorts, governorates: governorateSorts, cities: citySorts };

interface PlacesScreenProps {
  scope: PlaceScope;
  /** The page heading ("Governorates of Egypt"). */
  title: string;
  breadcrumbs: ReactNode;
  /** For cities: the governorate's fee, shown as what applies when a city has none. */
  governorateFee?: string;
}

/** One level of places: the list with search, sort, paging, create / edit drawer and (bulk) delete. */
export function PlacesScreen({ scope, title, breadcrumbs, governorateFee }: PlacesScreenProps) {
  const resource = useMemo(() => placeResource(scope), [scope]);
  const page = useResourceList(resource, { sortFields: SORTS[scope.level] });
  const currency = useLocalCurrency();
  return (
    <ResourceListPage
      page={page}
      title={title}
      breadcrumbs={breadcrumbs}
      columns={usePlaceColumns(scope)}
      nameOf={useLocalName()}
      form={(props) => <PlaceForm {...props} level={scope.level} currency={currency} governorateFee={governorateFee} />}
    />
  );
}
