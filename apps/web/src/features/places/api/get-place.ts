import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { placeKeys } from './place-keys';
import { placesPath, type PlaceRow, type PlaceScope } from './place-scope';

/** One place of a scope: for the breadcrumbs of the level below it and for its edit drawer. */
export function usePlace<T extends PlaceRow>(scope: PlaceScope | null, id: number | null) {
  return useQuery({
    queryKey: placeKeys.detail(scope ?? { level: 'countries' }, id ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<{ data: T }>(`${placesPath(scope!)}/${id}`, { signal }).then((body) => body.data),
    enabled: scope !== null && id !== null,
  });
}
