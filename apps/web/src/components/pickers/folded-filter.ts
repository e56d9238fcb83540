import { foldForSearch } from '@matjar/shared';
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

const isItem = (item: ComboboxParsedItem<number>): item is ComboboxItem<number> => 'value' in item;

/**
 * Matches options however an Arabic name is typed (أ/ا, ة/ه, diacritics), as the server's
 * search does: every typed word must occur in the option's label.
 */
export const foldedFilter: OptionsFilter<number> = ({ options, search, limit }) => {
  const words = foldForSearch(search).split(' ').filter(Boolean);
  const matches = (option: ComboboxParsedItem<number>) =>
    isItem(option) && words.every((word) => foldForSearch(option.label).includes(word));
  return (words.length === 0 ? options : options.filter(matches)).slice(0, limit);
};
