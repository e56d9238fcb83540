import type { Menu as MantineMenu, MenuProps } from '@mantine/core';
import { cloneElement, useState, type ReactElement, type ReactNode } from 'react';
import { usePopupOnFirstPress } from './use-popup-on-first-press';

/** Mantine's `Menu`, with its parts (`Menu.Item`, `Menu.Divider`, `Menu.Label`). */
export type MenuParts = typeof MantineMenu;

interface MenuOnFirstUseProps extends Omit<MenuProps, 'opened' | 'defaultOpened' | 'onChange' | 'children'> {
  /** The button that opens the menu (a Mantine button or a plain one: it takes a ref). */
  target: ReactElement<Record<string, unknown>>;
  /** The dropdown's items, made when the menu first opens, from the menu's parts. */
  children: (menu: MenuParts) => ReactNode;
}

/**
 * Mantine's `Menu`, made on its first opening: a closed menu still makes its popover,
 * portal, transition and Floating UI hooks, and renders again as they settle; the rows of
 * a list (a menu each) and the header spent a tenth of a phone's first render on them. Its
 * code, with Floating UI's, comes with that first press too, so the items are written with
 * the parts it hands over.
 */
export function MenuOnFirstUse({ target, children, ...menuProps }: MenuOnFirstUseProps) {
  const [opened, setOpened] = useState(false);
  const { popup: Menu, trigger, load } = usePopupOnFirstPress((parts) => parts.Menu, () => setOpened(true));
  const button = cloneElement(target, {
    ref: trigger,
    ...(Menu ? {} : { 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: load }),
  });
  if (!Menu) return button;
  return (
    <Menu {...menuProps} opened={opened} onChange={setOpened}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>{children(Menu)}</Menu.Dropdown>
    </Menu>
  );
}
