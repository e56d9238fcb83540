import { Select, type SelectProps } from '@mantine/core';
import type { ListState } from './use-list-params';

interface SelectFilterProps extends Omit<SelectProps, 'value' | 'onChange' | 'list'> {
  list: ListState;
  /** The search-param name. */
  name: string;
}

/**
 * A list's choice filter, kept in the URL under `name` (`?is_active=false`): clearable, its
 * options in a portal above the filters sheet. Imported from this module itself, so a list
 * screen does not tie Mantine's select to its first load.
 */
export function SelectFilter({ list, name, ...props }: SelectFilterProps) {
  return (
    <Select
      clearable
      comboboxProps={{ withinPortal: true }}
      {...props}
      value={list.params.filters[name] ?? null}
      onChange={(value) => list.setFilter(name, value)}
    />
  );
}
