import { ActionIcon, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface RowActionProps {
  /** The action ("Edit"), its tooltip. */
  label: string;
  /** The row's name: screen readers hear "Edit: Nike". */
  rowName: string;
  icon: Icon;
  onClick: () => void;
  danger?: boolean;
}

/** One icon button of a table row, named with its row for screen readers. */
export function RowAction({ label, rowName, icon: ActionGlyph, onClick, danger }: RowActionProps) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={danger ? 'red' : 'gray'} onClick={onClick} aria-label={`${label}: ${rowName}`}>
        <ActionGlyph size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
