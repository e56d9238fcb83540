import { Menu, type MenuProps } from '@mantine/core';
import { cloneElement, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';

interface MenuOnFirstUseProps extends Omit<MenuProps, 'opened' | 'defaultOpened' | 'onChange' | 'children'> {
  /** The button that opens the menu (a Mantine button or a plain one: it takes a ref). */
  target: ReactElement<Record<string, unknown>>;
  /** The dropdown's items, made when the menu first opens. */
  children: ReactNode;
}

/**
 * Mantine's `Menu`, made on its first opening: a closed menu still makes its popover,
 * portal, transition and Floating UI hooks, and renders again as they settle; the rows of
 * a list (a menu each) and the header spent a tenth of a phone's first render on them. The
 * first press makes the menu around a new copy of the button, focuses it and opens, so the
 * menu gives the focus back to it when it closes, as every later opening does.
 */
export function MenuOnFirstUse({ target, children, ...menuProps }: MenuOnFirstUseProps) {
  const [made, setMade] = useState(false);
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!made) return;
    trigger.current?.focus();
    setOpened(true);
  }, [made]);

  const button = cloneElement(target, {
    ref: trigger,
    ...(made ? {} : { 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: () => setMade(true) }),
  });
  if (!made) return button;
  return (
    <Menu {...menuProps} opened={opened} onChange={setOpened}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
