import type { ListParams } from '../../../components/data-table';

/** Every query key of the history feature, built in one place (see `unitKeys`). */
export const historyKeys = {
  all: ['history'] as const,
  lists: () => [...historyKeys.all, 'list'] as const,
  list: (params: ListParams) => [...historyKeys.lists(), params] as const,
  /** Users, models and actions the filters offer. */
  choices: () => [...historyKeys.all, 'choices'] as const,
};
