import { ActionIcon, VisuallyHidden } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { LazyTooltip } from '../deferred/lazy-tooltip';

interface RowActionProps {
  /** The action ("Edit"), its tooltip. */
  label: string;
  /** The row's name: screen readers hear "Edit: Nike". */
  rowName: string;
  icon: Icon;
  onClick?: () => void;
  /** Or the action is a link: `(props) => <Link {...props} to="…" />`. */
  renderRoot?: (props: Record<string, any>) => ReactNode;
  danger?: boolean;
  /** A Mantine colour other than the default gray (or red when `danger`). */
  color?: string;
  /**
   * Why this row refuses the action: it is then shown disabled, the reason its tooltip and
   * its accessible description (a disabled button would show no tooltip at all).
   */
  disabledReason?: string | undefined;
}

/** One icon button of a table row, named with its row for screen readers. */
export function RowAction({ label, rowName, icon: ActionGlyph, onClick, renderRoot, danger, color, disabledReason }: RowActionProps) {
  const reasonId = useId();
  const shade = color ?? (danger ? 'red' : 'gray');
  if (disabledReason) {
    return (
      <>
        <LazyTooltip label={disabledReason} multiline maw={320}>
          <ActionIcon
            variant="subtle"
            color={shade}
            data-disabled
            aria-disabled
            aria-describedby={reasonId}
            onClick={(event) => event.preventDefault()}
            aria-label={`${label}: ${rowName}`}
          >
            <ActionGlyph size={18} />
          </ActionIcon>
        </LazyTooltip>
        <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden>
      </>
    );
  }
  return (
    <LazyTooltip label={label}>
      <ActionIcon variant="subtle" color={shade} onClick={onClick} renderRoot={renderRoot} aria-label={`${label}: ${rowName}`}>
        <ActionGlyph size={18} />
      </ActionIcon>
    </LazyTooltip>
  );
}
