import { Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeFilter, type ListState } from '../../../components/data-table';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/search-input';
import { useCommentUsers } from '../api/get-comment-users';

/** Search-param names of the comments list's filters, as the API reads them. */
export const COMMENT_FILTER_KEYS = ['order_id', 'user_id', 'date_from', 'date_to'] as const;

/** An order id typed by hand; written to the URL once typing stops and it reads as a number. */
function OrderIdFilter({ list }: { list: ListState }) {
  const { t } = useTranslation('comments');
  const value = list.params.filters.order_id ?? '';
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const write = useDebouncedCallback((next: string) => {
    if (!next || /^[1-9]\d*$/.test(next)) list.setFilter('order_id', next || null);
  }, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      aria-label={t('filters.order')}
      placeholder={t('filters.order')}
      inputMode="numeric"
      dir="ltr"
      w={130}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value.trim().replace(/^#/, '');
        setText(next);
        write(next);
      }}
    />
  );
}

/** Order, author and day range; every choice lives in the URL. */
export function CommentFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('comments');
  const users = useCommentUsers();
  return (
    <>
      <OrderIdFilter list={list} />
      {users.isSuccess && (
        <Select
          aria-label={t('filters.user')}
          placeholder={t('filters.anyUser')}
          searchable
          clearable
          w={170}
          comboboxProps={{ withinPortal: true }}
          data={users.data.map((user) => ({ value: String(user.id), label: user.username }))}
          value={list.params.filters.user_id ?? null}
          onChange={(value) => list.setFilter('user_id', value)}
        />
      )}
      <DayRangeFilter list={list} keys={['date_from', 'date_to']} />
    </>
  );
}
