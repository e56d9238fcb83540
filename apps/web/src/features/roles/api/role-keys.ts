import type { ListParams } from '../../../components/data-table';

/** Every query key of the roles feature, built in one place (see `unitKeys`). */
export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (params: ListParams) => [...roleKeys.lists(), params] as const,
  details: () => [...roleKeys.all, 'detail'] as const,
  detail: (id: number) => [...roleKeys.details(), id] as const,
  /** The permission catalogue the form groups per module. */
  permissions: () => [...roleKeys.all, 'permissions'] as const,
};
