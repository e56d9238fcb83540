import { useCan } from '../../lib/session/use-can';
import { useListParams } from '../data-table/use-list-params';
import { useDialogParams } from '../form-drawer/use-dialog-params';
import type { Resource } from './resource';
import { useResourceRows } from './resource-queries';
import { useResourceTexts } from './use-resource-texts';

/** The dialogs every list screen keeps in its URL: `?action=create`, `?action=edit&id=5`, `?action=history&id=5`. */
const LIST_DIALOGS = ['create', 'edit', 'history'] as const;

export interface ResourceListOptions<D extends string> {
  /** Columns the server sorts by; any other `?sort=` is ignored. */
  sortFields: readonly string[];
  /** Search-param names of the screen's filters (`?status=active`). */
  filterKeys?: readonly string[];
  /** The screen's own dialogs in the URL, beside create, edit and history. */
  dialogs?: readonly D[];
}

/**
 * A list screen's state: its texts, the URL's paging, sort, search and filters, the list
 * query, the open dialog and what the signed-in user may do. `ResourceListPage` draws it.
 */
export function useResourceList<Row extends { id: number }, Input, Detail extends { id: number }, D extends string = never>(
  resource: Resource<Row, Input, Detail>,
  { sortFields, filterKeys, dialogs = [] }: ResourceListOptions<D>,
) {
  const list = useListParams({ sortFields, filterKeys });
  const historyAllowed = useCan('models-history.all');
  return {
    resource,
    t: useResourceTexts(resource),
    list,
    query: useResourceRows(resource, list.params),
    dialog: useDialogParams<(typeof LIST_DIALOGS)[number] | D>([...LIST_DIALOGS, ...dialogs]),
    can: {
      create: useCan(`${resource.area}.create`),
      update: useCan(`${resource.area}.update`),
      delete: useCan(`${resource.area}.delete`),
      /** The record's own history drawer, for a resource whose changes the screen shows. */
      history: historyAllowed && resource.historyModel !== undefined,
    },
  };
}

export type ResourceListState<Row extends { id: number }, Input = any, Detail extends { id: number } = any, D extends string = never> = ReturnType<
  typeof useResourceList<Row, Input, Detail, D>
>;
