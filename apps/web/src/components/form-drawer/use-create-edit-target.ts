import type { CrudArea } from '@matjar/shared';
import { useCan } from '../../lib/session/use-can';
import type { DialogState } from './use-dialog-params';
import { useRetained } from './use-retained';

/**
 * What a create/edit drawer shows: `?action=create` or `?action=edit&id=5`, each only for a
 * user holding `{area}.create` / `{area}.update`. `editId` is null when creating; `shown`
 * stays true while the drawer animates closed, so its content does not blank out.
 */
export function useCreateEditTarget(dialog: Pick<DialogState<string>, 'action' | 'id'>, area: CrudArea) {
  const canCreate = useCan(`${area}.create`);
  const canUpdate = useCan(`${area}.update`);
  const requested =
    dialog.action === 'create' && canCreate
      ? { id: null }
      : dialog.action === 'edit' && canUpdate && dialog.id !== null
        ? { id: dialog.id }
        : null;
  const shown = useRetained(requested, (a, b) => a.id === b.id);
  return { opened: requested !== null, shown: shown !== null, editId: shown?.id ?? null };
}
