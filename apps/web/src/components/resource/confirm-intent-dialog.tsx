import type { TFunction } from '../../lib/i18n/translator';
import { notify } from '../../lib/notify';
import { ConfirmDialog } from '../confirm-dialog';
import { useRetained } from '../form-drawer/use-retained';
import { RichText } from '../../lib/i18n/rich-text';

/** An action on one record that asks first: delete, enable, disable, make local, … */
export interface ConfirmIntent {
  /** Its texts are `confirm.{key}.title`, `.message` (`<name>{{name}}</name>`) and `.confirm`. */
  key: string;
  /** The record's name, isolated in the message (`<bdi>`), for the text may run the other way. */
  name: string;
  /** Red confirm button for what cannot be undone or shuts someone out. */
  danger?: boolean;
  run: () => Promise<unknown>;
  /** The catalogue key of the toast once done (`toast.deleted`); it may name the record. */
  toast?: string;
}

interface ConfirmIntentDialogProps {
  intent: ConfirmIntent | null;
  /** The screen's texts (its namespace and key prefix). */
  t: TFunction;
  onClose: () => void;
}

/**
 * The confirmation of a row's action. A refusal (409: still in use, the last Super Admin…)
 * keeps the dialog open with the server's reason.
 */
export function ConfirmIntentDialog({ intent, t, onClose }: ConfirmIntentDialogProps) {
  // Kept while the dialog animates closed, so its text does not blank out.
  const shown = useRetained(intent);
  if (!shown) return null;
  const texts = `confirm.${shown.key}`;
  return (
    <ConfirmDialog
      opened={intent !== null}
      onClose={onClose}
      title={t(`${texts}.title`)}
      message={<RichText t={t} i18nKey={`${texts}.message`} values={{ name: shown.name }} tags={{ name: <bdi /> }} />}
      confirmLabel={t(`${texts}.confirm`)}
      danger={shown.danger}
      onConfirm={async () => {
        await shown.run();
        if (shown.toast) notify.success(t(shown.toast, { name: shown.name }));
      }}
    />
  );
}
