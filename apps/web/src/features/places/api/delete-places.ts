import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { placeKeys, REGIONS_KEY } from './place-keys';
import { placesPath, type PlaceScope } from './place-scope';

/**
 * Deletes one place (DELETE /{id}) or several (DELETE with `{countries|governorates|cities: [ids]}`),
 * all or nothing: a place still in use answers 409 naming it, and nothing is deleted.
 */
export function useDeletePlaces(scope: PlaceScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      ids.length === 1
        ? apiFetch(`${placesPath(scope)}/${ids[0]}`, { method: 'DELETE' })
        : apiFetch(placesPath(scope), { method: 'DELETE', body: { [scope.level]: ids } }),
    onSuccess: async (_answer, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: placeKeys.detail(scope, id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: placeKeys.all }),
        queryClient.invalidateQueries({ queryKey: REGIONS_KEY }),
      ]);
    },
  });
}
