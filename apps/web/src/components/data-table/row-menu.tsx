import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MenuOnFirstUse, type MenuParts } from '../deferred/menu-on-first-use';

interface RowMenuProps {
  /** The button's accessible name, with its row ("More: Nike Air"). */
  label: string;
  /** The menu's `Menu.Item`s, made when it first opens from the parts it is given. */
  children: (menu: MenuParts) => ReactNode;
}

/** A row's "more" menu: the dots button, its items made when first opened. */
export function RowMenu({ label, children }: RowMenuProps) {
  const target = (
    <ActionIcon variant="subtle" color="gray" aria-label={label}>
      <IconDots size={18} />
    </ActionIcon>
  );
  return (
    <MenuOnFirstUse position="bottom-end" withinPortal target={target}>
      {children}
    </MenuOnFirstUse>
  );
}
