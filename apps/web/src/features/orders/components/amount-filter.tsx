import { Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../components/data-table';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/search-input';

const AMOUNT = /^\d+(\.\d{1,3})?$/;

/** One bound of the total; written to the URL a moment after typing stops, and only when it reads as an amount. */
function AmountInput({ list, name, label }: { list: ListState; name: string; label: string }) {
  const value = list.params.filters[name] ?? '';
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed on its own (Back, "clear filters"): show what it now says.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const write = useDebouncedCallback((next: string) => {
    if (!next || AMOUNT.test(next)) list.setFilter(name, next || null);
  }, SEARCH_DEBOUNCE_MS);
  const invalid = text !== '' && !AMOUNT.test(text);
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      inputMode="decimal"
      dir="ltr"
      w={130}
      value={text}
      error={invalid}
      onChange={(event) => {
        setText(event.currentTarget.value.trim());
        write(event.currentTarget.value.trim());
      }}
    />
  );
}

/** Lowest and highest order total. */
export function AmountFilter({ list, keys }: { list: ListState; keys: readonly [min: string, max: string] }) {
  const { t } = useTranslation('orders');
  return (
    <Group gap="sm">
      <AmountInput list={list} name={keys[0]} label={t('filters.minTotal')} />
      <AmountInput list={list} name={keys[1]} label={t('filters.maxTotal')} />
    </Group>
  );
}
