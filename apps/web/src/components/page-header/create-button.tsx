import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface CreateButtonProps {
  label: string;
  allowed: boolean;
  /** Opens the create drawer … */
  onClick?: () => void;
  /** … or is a link to the create page: `(props) => <Link {...props} to="…" />`. */
  renderRoot?: ((props: Record<string, any>) => ReactNode) | undefined;
}

/**
 * A list screen's main action ("Add brand"), for the page header and the empty list alike;
 * nothing at all for a user who may not create.
 */
export function CreateButton({ label, allowed, onClick, renderRoot }: CreateButtonProps) {
  if (!allowed) return null;
  return (
    <Button leftSection={<IconPlus size={18} />} onClick={onClick} renderRoot={renderRoot}>
      {label}
    </Button>
  );
}
