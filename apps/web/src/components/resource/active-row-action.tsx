import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { RowAction } from '../data-table/row-action';
import type { RowTools } from './resource-list-page';
import { activeIntent } from './set-active';

interface ActiveRowActionProps {
  record: { id: number; is_active: boolean };
  tools: RowTools;
  setActive: (change: { id: number; active: boolean }) => Promise<unknown>;
}

/** A row's "Switch on" / "Switch off" (`actions.enable|disable`), asked first with `confirm.enable|disable.*`. */
export function ActiveRowAction({ record, tools, setActive }: ActiveRowActionProps) {
  const { is_active: active } = record;
  return (
    <RowAction
      label={tools.t(active ? 'actions.disable' : 'actions.enable')}
      rowName={tools.name}
      icon={active ? IconEyeOff : IconEye}
      color={active ? 'orange' : 'teal'}
      onClick={() => tools.confirm(activeIntent({ id: record.id, active }, setActive))}
    />
  );
}
