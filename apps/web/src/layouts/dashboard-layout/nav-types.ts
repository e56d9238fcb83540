import type { Requirement } from '@matjar/shared';
import type { TablerIcon } from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';

/** One sidebar entry; `label` and `description` are catalogue keys (`layout:menu.items.units`). */
export interface NavItem {
  key: string;
  label: string;
  description: string;
  to: NonNullable<LinkProps['to']>;
  icon: TablerIcon;
  permission: Requirement;
}

export interface NavGroup {
  key: string;
  label: string;
  items: readonly NavItem[];
}
