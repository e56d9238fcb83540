import { Group, Stack } from '@mantine/core';
import { IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TFunction } from '../../lib/i18n/translator';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { formatNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { notify } from '../../lib/notify';
import { DataTable } from '../data-table/data-table';
import { DeferredMount, ScreenHeight } from '../deferred/deferred-mount';
import { RowAction } from '../data-table/row-action';
import type { DataTableColumn } from '../data-table/types';
import type { ListState } from '../data-table/use-list-params';
import { CreateButton } from '../page-header/create-button';
import { PageHeader } from '../page-header/page-header';
import { dialogOnFirstOpen } from '../deferred/dialog-on-first-open';
import type { ConfirmIntent } from './confirm-intent-dialog';
import type { RecordHistoryDrawer as HistoryDrawer } from './record-history-drawer';
import { useDeleteResource } from './resource-queries';
import type { RecordFormRender, ResourceFormDrawer as FormDrawer } from './resource-form-drawer';

// A list's dialogs and drawers, with Mantine's modals and drawers, come with their first
// opening, not with the list's first visit (apps/web/build/chunk-groups.ts).
const ConfirmIntentDialog = dialogOnFirstOpen(
  () => import('./confirm-intent-dialog').then((module) => module.ConfirmIntentDialog),
  (props) => props.intent !== null,
);
const RecordHistoryDrawer = dialogOnFirstOpen(
  () => import('./record-history-drawer').then((module) => module.RecordHistoryDrawer),
  (props) => props.id !== null,
) as typeof HistoryDrawer;
const ResourceFormDrawer = dialogOnFirstOpen(
  () => import('./resource-form-drawer').then((module) => module.ResourceFormDrawer),
  (props) => props.dialog.action === 'create' || props.dialog.action === 'edit',
) as typeof FormDrawer;
import type { ResourceListState } from './use-resource-list';

type ActionProps = Partial<ComponentProps<typeof RowAction>>;

/** What a screen's own row actions are built from; each built-in answers null where the user may not. */
export interface RowTools {
  /** The row's name, which screen readers hear with each action ("Edit: Nike"). */
  name: string;
  t: TFunction;
  /** Opens the edit drawer. */
  edit: (props?: ActionProps) => ReactNode;
  /** Asks, then deletes the row. */
  remove: (props?: ActionProps) => ReactNode;
  /** The same confirmation, for a screen that offers delete otherwise (in a menu). */
  askDelete: () => void;
  /** Opens the row's history drawer. */
  history: () => ReactNode;
  /** Asks with `confirm.{key}.*`, then runs the action. */
  confirm: (intent: Omit<ConfirmIntent, 'name'>) => void;
}

export interface ResourceListPageProps<Row extends { id: number }, Input, Detail extends { id: number }> {
  page: ResourceListState<Row, Input, Detail, any>;
  columns: DataTableColumn<Row>[];
  /** The row's name in the active language. */
  nameOf: (row: Row) => string;
  /** The create and edit form, in a drawer (`?action=create`, `?action=edit&id=5`). */
  form?: RecordFormRender<Detail, Input>;
  /** Replaces the form's plain save. */
  save?: (input: Input, id: number | undefined) => Promise<unknown>;
  /** Or creating is a page: the create button is this link (`(props) => <Link {...props} to="…" />`). */
  createLink?: (props: Record<string, any>) => ReactNode;
  /** A row's actions; edit, history and delete (as allowed) when absent. */
  rowActions?: (row: Row, tools: RowTools) => ReactNode;
  /** Whether the actions column shows; by default when the user may edit, delete or see history. */
  rowActionsShown?: boolean;
  /** False where the screen deletes one at a time only. */
  batchDelete?: boolean;
  filters?: (list: ListState) => ReactNode;
  bulkActions?: ComponentProps<typeof DataTable<Row>>['bulkActions'];
  /** The heading, when it says more than `title` ("Cities of Cairo"), and what stands above it. */
  title?: string;
  breadcrumbs?: ReactNode;
  /** The table's accessible name, when it is not the title. */
  tableLabel?: string;
  /** Header buttons beside the create button. */
  headerActions?: ReactNode;
  minWidth?: number;
  /** The screen's own drawers and dialogs. */
  children?: ReactNode;
}

/**
 * A resource's list screen, built from the screen's columns, filters, form and texts
 * (`title`, `description`, `search`, `actions.*`, `empty.*`, `form.*`, `confirm.*`,
 * `toast.*`): the header with its create button, the table with the URL's paging, sort,
 * search and filters, selection and batch delete, row actions gated by permission, the
 * empty and error states, phone cards, and the dialogs in the URL.
 */
export function ResourceListPage<Row extends { id: number }, Input, Detail extends { id: number }>(
  props: ResourceListPageProps<Row, Input, Detail>,
) {
  const { page, nameOf, form } = props;
  const { resource, t, list, query, dialog, can } = page;
  usePageTitle(`${resource.namespace}:${resource.keyPrefix ? `${resource.keyPrefix}.` : ''}title`);
  const [intent, setIntent] = useState<ConfirmIntent | null>(null);
  const remove = useDeleteResource(resource);
  const title = props.title ?? t('title');

  const createButton = (form || props.createLink) && (
    <CreateButton label={t('actions.create')} allowed={can.create} onClick={() => dialog.open('create')} renderRoot={props.createLink} />
  );
  const tools = (row: Row): RowTools => {
    const name = nameOf(row);
    const confirm = (next: Omit<ConfirmIntent, 'name'>) => setIntent({ ...next, name });
    const askDelete = () => confirm({ key: 'delete', danger: true, run: () => remove.mutateAsync([row.id]), toast: 'toast.deleted' });
    return {
      name,
      t,
      confirm,
      askDelete,
      edit: (action) =>
        form && can.update && <RowAction label={t('actions.edit')} rowName={name} icon={IconPencil} onClick={() => dialog.open('edit', row.id)} {...action} />,
      history: () =>
        can.history && <RowAction label={t('actions.history')} rowName={name} icon={IconHistory} onClick={() => dialog.open('history', row.id)} />,
      remove: (action) =>
        can.delete && (
          <RowAction
            label={t('actions.delete')}
            rowName={name}
            icon={IconTrash}
            danger
            onClick={askDelete}
            {...action}
          />
        ),
    };
  };
  const rowActions =
    props.rowActions ??
    ((row: Row, { edit, history, remove: deleteRow }: RowTools) => (
      <>
        {edit()}
        {history()}
        {deleteRow()}
      </>
    ));
  const actionsShown = props.rowActionsShown ?? ((Boolean(form) && can.update) || can.delete || can.history);

  return (
    <Stack gap="lg">
      {props.breadcrumbs}
      <PageHeader
        title={title}
        description={t('description')}
        action={
          props.headerActions ? (
            <Group gap="xs">
              {props.headerActions}
              {createButton}
            </Group>
          ) : (
            createButton
          )
        }
      />

      {/* The header is painted before the table is made: on a phone it is what the eye
          finds first (and Largest Contentful Paint), and the table is the heavier commit. */}
      <DeferredMount fallback={<ScreenHeight />}>
        <DataTable
          label={props.tableLabel ?? title}
          columns={props.columns}
          list={list}
          query={query}
          searchPlaceholder={t('search')}
          filters={props.filters?.(list)}
          rowLabel={nameOf}
          minWidth={props.minWidth}
          empty={{ title: t('empty.title'), description: t('empty.description'), action: createButton }}
          rowActions={actionsShown ? (row) => rowActions(row, tools(row)) : undefined}
          bulkActions={props.bulkActions}
          onDeleteSelected={
            can.delete && props.batchDelete !== false
              ? async (ids) => {
                  await remove.mutateAsync(ids);
                  notify.success(t('toast.deletedMany', { count: ids.length, value: formatNumber(ids.length) }));
                }
              : undefined
          }
        />
      </DeferredMount>

      {form && <ResourceFormDrawer resource={resource} dialog={dialog} form={form} save={props.save} />}
      {can.history && (
        <RecordHistoryDrawer
          resource={resource}
          id={dialog.action === 'history' ? dialog.id : null}
          // A record is named as its list row is.
          nameOf={nameOf as unknown as (record: Detail) => string}
          onClose={dialog.close}
        />
      )}
      <ConfirmIntentDialog intent={intent} t={t} onClose={() => setIntent(null)} />
      {props.children}
    </Stack>
  );
}
