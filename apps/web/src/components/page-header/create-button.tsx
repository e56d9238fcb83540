import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/**
 * A list screen's main action ("Add brand"), for the page header and the empty list alike;
 * nothing at all for a user who may not create.
 */
export function CreateButton({ label, allowed, onClick }: { label: string; allowed: boolean; onClick: () => void }) {
  if (!allowed) return null;
  return (
    <Button leftSection={<IconPlus size={18} />} onClick={onClick}>
      {label}
    </Button>
  );
}
