import type { ListParams } from '../../../components/data-table';

/**
 * Every query key of the units feature, built in one place so a mutation can invalidate
 * exactly what it changed and no key is ever spelled twice.
 */
export const unitKeys = {
  all: ['units'] as const,
  lists: () => [...unitKeys.all, 'list'] as const,
  list: (params: ListParams) => [...unitKeys.lists(), params] as const,
  details: () => [...unitKeys.all, 'detail'] as const,
  detail: (id: number) => [...unitKeys.details(), id] as const,
  history: (id: number) => [...unitKeys.all, 'history', id] as const,
};
