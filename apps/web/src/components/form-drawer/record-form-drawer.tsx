import type { CrudArea } from '@matjar/shared';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { FormDrawer } from './form-drawer';
import type { DialogState } from './use-dialog-params';
import { useCreateEditTarget } from './use-create-edit-target';

export interface RecordFormProps<Row, Input> {
  /** The record being edited; undefined when creating. */
  record: Row | undefined;
  onSubmit: (input: Input) => Promise<unknown>;
  onCancel: () => void;
}

interface RecordFormDrawerProps<Row extends { id: number }, Input> {
  dialog: Pick<DialogState<string>, 'action' | 'id' | 'close'>;
  /**
   * The permission area and the catalogue namespace: `{area}.create` / `{area}.update`,
   * `form.createTitle` / `form.editTitle`, `toast.created` / `toast.updated`.
   */
  area: CrudArea;
  /** Reads the record being edited (disabled for null). */
  useRecord: (id: number | null) => { data: Row | undefined; isPending: boolean; error: unknown };
  save: (input: Input, id: number | undefined) => Promise<unknown>;
  /** The form; it mounts afresh for each record. */
  children: (props: RecordFormProps<Row, Input>) => ReactNode;
}

/**
 * `?action=create` and `?action=edit&id=5` of a record read by id: the drawer loads the
 * record (also when opened from a link), then shows the form and tells how the save went.
 */
export function RecordFormDrawer<Row extends { id: number }, Input>({ dialog, area, useRecord, save, children }: RecordFormDrawerProps<Row, Input>) {
  const { t } = useTranslation(area);
  const { opened, shown, editId } = useCreateEditTarget(dialog, area);
  const record = useRecord(editId);
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
          {children({
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
