import { Fragment, type ReactNode } from 'react';
import { notify } from '../../lib/notify';
import { FormDrawer } from '../form-drawer/form-drawer';
import { useCreateEditTarget } from '../form-drawer/use-create-edit-target';
import type { DialogState } from '../form-drawer/use-dialog-params';
import type { Resource } from './resource';
import { useResourceRecord, useSaveResource } from './resource-queries';
import { useResourceTexts } from './use-resource-texts';

export interface RecordFormProps<Detail, Input> {
  /** The record being edited; undefined when creating. */
  record: Detail | undefined;
  onSubmit: (input: Input) => Promise<unknown>;
  onCancel: () => void;
}

export type RecordFormRender<Detail, Input> = (props: RecordFormProps<Detail, Input>) => ReactNode;

interface ResourceFormDrawerProps<Detail extends { id: number }, Input> {
  resource: Resource<any, Input, Detail>;
  dialog: Pick<DialogState<string>, 'action' | 'id' | 'close'>;
  /** The form; it mounts afresh for each record. */
  form: RecordFormRender<Detail, Input>;
  /** Replaces the plain save (`POST`, or `PATCH {id}`). */
  save?: ((input: Input, id: number | undefined) => Promise<unknown>) | undefined;
}

/**
 * `?action=create` and `?action=edit&id=5`, each only for a user holding `{area}.create` /
 * `{area}.update`: the drawer loads the record (also when opened from a link), then shows
 * the form and says how the save went (`form.createTitle|editTitle`, `toast.created|updated`).
 */
export function ResourceFormDrawer<Detail extends { id: number }, Input>(props: ResourceFormDrawerProps<Detail, Input>) {
  const { resource, dialog, form } = props;
  const t = useResourceTexts(resource);
  const { opened, shown, editId } = useCreateEditTarget(dialog, resource.area);
  const record = useResourceRecord(resource, editId);
  const plainSave = useSaveResource(resource).mutateAsync;
  const save = props.save ?? ((input: Input, id: number | undefined) => plainSave({ id, input }));
  const editing = editId !== null;

  return (
    <FormDrawer
      opened={opened}
      onClose={dialog.close}
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      loading={editing && record.isPending}
      error={editing ? record.error : null}
    >
      {shown && (!editing || record.data) && (
        // Keyed by the record, so switching records starts the form afresh.
        <Fragment key={record.data?.id ?? 'new'}>
          {form({
            record: editing ? record.data : undefined,
            onCancel: dialog.close,
            onSubmit: async (input) => {
              await save(input, editId ?? undefined);
              notify.success(t(editing ? 'toast.updated' : 'toast.created'));
            },
          })}
        </Fragment>
      )}
    </FormDrawer>
  );
}
