import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './search-input';
import type { ListState } from './use-list-params';

interface TextFilterProps extends Omit<TextInputProps, 'value' | 'onChange' | 'list'> {
  list: ListState;
  /** The search-param name. */
  name: string;
  /** Text the filter accepts (an amount, an id); anything else stays on screen, marked, and out of the URL. */
  accepts: RegExp;
  /** Tidies what was typed (`#1024` → `1024`). */
  normalize?: (text: string) => string;
}

/** A typed filter value written to the URL a moment after typing stops, and only when it reads right. */
export function TextFilter({ list, name, accepts, normalize = (text) => text, ...props }: TextFilterProps) {
  const value = list.params.filters[name] ?? '';
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed on its own (Back, "clear filters"): show what it now says.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const write = useDebouncedCallback((next: string) => {
    if (!next || accepts.test(next)) list.setFilter(name, next || null);
  }, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      dir="ltr"
      {...props}
      value={text}
      error={text !== '' && !accepts.test(text)}
      onChange={(event) => {
        const next = normalize(event.currentTarget.value.trim());
        setText(next);
        write(next);
      }}
    />
  );
}
