import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface RowMenuProps {
  /** The button's accessible name, with its row ("More: Nike Air"). */
  label: string;
  /** The menu's `Menu.Item`s, made when it first opens. */
  children: ReactNode;
}

/**
 * A row's "more" menu, made on its first opening: a closed Mantine menu still makes its
 * popover, portal, transition and Floating UI hooks, and renders again as they settle,
 * which cost a list of 15 rows a tenth of its first render on a phone. The first press
 * makes the menu around a new button, focuses it and opens, so the menu returns focus to
 * it when it closes, as every later opening does.
 */
export function RowMenu({ label, children }: RowMenuProps) {
  const [made, setMade] = useState(false);
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!made) return;
    trigger.current?.focus();
    setOpened(true);
  }, [made]);

  const button = (
    <ActionIcon
      ref={trigger}
      variant="subtle"
      color="gray"
      aria-label={label}
      {...(made ? {} : { 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: () => setMade(true) })}
    >
      <IconDots size={18} />
    </ActionIcon>
  );
  if (!made) return button;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
