import { Center, Drawer, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FormDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** True while the record being edited loads (e.g. opened from a link). */
  loading?: boolean;
  /** A `<DrawerForm>`; it mounts on each opening, so the form starts fresh every time. */
  children: ReactNode;
}

/**
 * The side panel for creating and editing a record. It opens at the inline end: the
 * right in English and the left in Arabic (Mantine mirrors `right` under RTL).
 */
export function FormDrawer({ opened, onClose, title, loading = false, children }: FormDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size="md"
      padding={0}
      styles={{
        header: { paddingInline: 'var(--mantine-spacing-lg)' },
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
        body: { display: 'flex', flexDirection: 'column', minHeight: 'calc(100% - 60px)' },
      }}
    >
      {loading ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        children
      )}
    </Drawer>
  );
}
