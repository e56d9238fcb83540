import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList, type ListParams } from '../../../components/data-table';
import { placeKeys } from './place-keys';
import { placesPath, type PlaceRow, type PlaceScope } from './place-scope';

/** One level's list with the URL's paging, sort and search. */
export function usePlaces<T extends PlaceRow>(scope: PlaceScope, params: ListParams) {
  return useQuery({
    queryKey: placeKeys.list(scope, params),
    queryFn: ({ signal }) => fetchList<T>(placesPath(scope), params, signal),
    placeholderData: keepPreviousData,
  });
}
