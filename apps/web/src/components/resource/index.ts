// NameForm is imported from its own module, not from here: it loads the form libraries,
// which a screen that only lists must not wait for.
export { defineResource, resourceKeys, type Resource, type ResourceOptions } from './resource';
export {
  resourceListOptions,
  resourceRecordOptions,
  saveResource,
  useDeleteResource,
  useResourceAction,
  useResourceRecord,
  useResourceRows,
  useSaveResource,
  type SaveVariables,
} from './resource-queries';
export { CreateRecordPage, type CreateRecordFormProps } from './create-record-page';
export { useResourceTexts } from './use-resource-texts';
export { useResourceList, type ResourceListOptions, type ResourceListState } from './use-resource-list';
export { ResourceListPage, type ResourceListPageProps, type RowTools } from './resource-list-page';
// The list's drawers and dialogs are imported from their own modules: re-exported here they
// would come with every list screen's code instead of with their first opening.
export type { RecordFormProps, RecordFormRender } from './resource-form-drawer';
export type { ConfirmIntent } from './confirm-intent-dialog';
export { activeIntent, useSetActive } from './set-active';
export { ReorderDialog } from './reorder-dialog-on-first-open';
export type { ReorderGroup } from './reorder-dialog';
export { ActiveRowAction } from './active-row-action';
