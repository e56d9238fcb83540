import type { TooltipProps } from '@mantine/core';
import { cloneElement, lazy, Suspense, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';

const Tooltip = lazy(() => import('./mantine-popups').then((parts) => ({ default: parts.Tooltip })));

type TargetProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * Mantine's `Tooltip`, made when the mouse first reaches its target (or focus, where the
 * tooltip opens on focus) instead of with the screen: each one positions itself with
 * Floating UI hooks, and a list of 15 rows with two row actions each, a header and a menu
 * of 25 entries made dozens of them for a first paint that shows none. Its code comes with
 * that first hover too. Same props; the child keeps its element, so nothing remounts when
 * the tooltip arrives. Touch opens none, as with Mantine's default events.
 */
export function LazyTooltip({ children, ...props }: Omit<TooltipProps, 'children' | 'target'> & { children: ReactElement<TargetProps> }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const own = children.props;
  // Made on the first hover while enabled; from then on Mantine's own `disabled` applies.
  const armed = !target && !props.disabled;
  const trigger = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (armed && event.pointerType === 'mouse') setTarget(event.currentTarget);
      own.onPointerEnter?.(event);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (armed && props.events?.focus) setTarget(event.currentTarget);
      own.onFocus?.(event);
    },
  });
  return (
    <>
      {trigger}
      {target && (
        <Suspense fallback={null}>
          <Tooltip {...props} target={target} defaultOpened />
        </Suspense>
      )}
    </>
  );
}
