import { ActionIcon, Text, VisuallyHidden } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId, useState, type ReactElement, type ReactNode, type RefObject } from 'react';
import { LazyTooltip } from '../deferred/lazy-tooltip';
import { usePopupOnFirstPress } from '../deferred/use-popup-on-first-press';

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
   * Why this row refuses the action: it is then shown disabled, the reason its tooltip, its
   * accessible description (a disabled button would show no tooltip at all) and, pressed
   * (a tap on a phone, which has no hover), a small popover with the whole reason.
   */
  disabledReason?: string | undefined;
}

/** One icon button of a table row, named with its row for screen readers. */
export function RowAction({ label, rowName, icon: ActionGlyph, onClick, renderRoot, danger, color, disabledReason }: RowActionProps) {
  const shade = color ?? (danger ? 'red' : 'gray');
  if (disabledReason) return <DisabledRowAction label={`${label}: ${rowName}`} icon={ActionGlyph} shade={shade} reason={disabledReason} />;
  return (
    <LazyTooltip label={label}>
      <ActionIcon variant="subtle" color={shade} onClick={onClick} renderRoot={renderRoot} aria-label={`${label}: ${rowName}`}>
        <ActionGlyph size={18} />
      </ActionIcon>
    </LazyTooltip>
  );
}

interface DisabledRowActionProps {
  /** The action with its row ("Delete: WELCOME10"). */
  label: string;
  icon: Icon;
  shade: string;
  reason: string;
}

/**
 * A refused action that says why: the reason is its tooltip on a hover, and a
 * press (a tap, a click, Enter) opens a popover with the whole text, wrapped, since a phone
 * shows no tooltip and a long reason does not fit one line. The popover's code comes with
 * that first press (`usePopupOnFirstPress`), not with the list.
 */
function DisabledRowAction({ label, icon: ActionGlyph, shade, reason }: DisabledRowActionProps) {
  const reasonId = useId();
  const [opened, setOpened] = useState(false);
  const { popup: Popover, trigger, load } = usePopupOnFirstPress((parts) => parts.Popover, () => setOpened(true));
  const button = (
    <ActionIcon
      ref={trigger as RefObject<HTMLButtonElement>}
      variant="subtle"
      color={shade}
      data-disabled
      aria-disabled
      aria-describedby={reasonId}
      aria-haspopup="dialog"
      aria-expanded={opened}
      onClick={(event) => {
        event.preventDefault();
        if (Popover) setOpened((shown) => !shown);
        else load();
      }}
      // The focus stays on the button, where the popover's own Escape handler does not hear it.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && opened) setOpened(false);
      }}
      aria-label={label}
    >
      <ActionGlyph size={18} />
    </ActionIcon>
  );
  // The tooltip wraps the popover's target, which hands its pointer and focus handlers on to
  // the button; it stays away while the popover shows the same words.
  const tooltip = (target: ReactElement<object>) => (
    <LazyTooltip label={reason} multiline maw={320} disabled={opened}>
      {target}
    </LazyTooltip>
  );
  const described = <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>;
  if (!Popover) {
    return (
      <>
        {tooltip(button)}
        {described}
      </>
    );
  }
  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom" withArrow shadow="md" width={300} trapFocus={false}>
        {tooltip(<Popover.Target>{button}</Popover.Target>)}
        <Popover.Dropdown aria-label={label} maw="calc(100vw - 16px)" p="sm">
          <Text fz="sm">{reason}</Text>
        </Popover.Dropdown>
      </Popover>
      {described}
    </>
  );
}
