import type { CityInput, CountryInput, GovernorateInput } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { placeKeys, REGIONS_KEY } from './place-keys';
import { placesPath, type PlaceRow, type PlaceScope } from './place-scope';

export type PlaceInput = CountryInput | GovernorateInput | CityInput;

export interface SavePlaceVariables {
  /** The place being edited; a new one when absent. */
  id?: number;
  input: PlaceInput;
}

/** POST a new place or PATCH one; every places list, count and the regions refresh after. */
export function useSavePlace(scope: PlaceScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SavePlaceVariables) =>
      apiFetch<{ data: PlaceRow }>(id ? `${placesPath(scope)}/${id}` : placesPath(scope), {
        method: id ? 'PATCH' : 'POST',
        body: input,
      }).then((body) => body.data),
    onSuccess: async (place) => {
      queryClient.setQueryData(placeKeys.detail(scope, place.id), place);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: placeKeys.all }),
        queryClient.invalidateQueries({ queryKey: REGIONS_KEY }),
      ]);
    },
  });
}
