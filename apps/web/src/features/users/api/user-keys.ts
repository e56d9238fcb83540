import type { ListParams } from '../../../components/data-table';

/** Every query key of the users feature, built in one place (see `unitKeys`). */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: ListParams) => [...userKeys.lists(), params] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  /** The roles offered by the form's picker and the list's filter. */
  roleOptions: () => [...userKeys.all, 'role-options'] as const,
};
