import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps {
  /** The search in the URL. */
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
}

/** Search box that writes to the URL 300 ms after the last keystroke. */
export function SearchInput({ value, onSearch, placeholder }: SearchInputProps) {
  const { t } = useTranslation('table');
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed on its own (Back, a link, "clear search"): show what it now says.
  if (value !== seen) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  const search = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);

  const change = (next: string) => {
    setText(next);
    search(next);
  };

  return (
    <TextInput
      type="search"
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search.flush();
      }}
      placeholder={placeholder ?? t('search.placeholder')}
      aria-label={t('search.label')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? <CloseButton size="sm" aria-label={t('search.clear')} onClick={() => change('')} /> : null
      }
      style={{ flex: '1 1 220px', maxWidth: 360 }}
    />
  );
}
