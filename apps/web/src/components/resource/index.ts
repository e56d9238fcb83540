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
export { ResourceFormDrawer, type RecordFormProps, type RecordFormRender } from './resource-form-drawer';
export { ConfirmIntentDialog, type ConfirmIntent } from './confirm-intent-dialog';
export { RecordHistoryDrawer } from './record-history-drawer';
export { activeIntent, useSetActive } from './set-active';
export { NameForm } from './name-form';
export { ReorderDialog, type ReorderGroup } from './reorder-dialog';
export { ActiveRowAction } from './active-row-action';
