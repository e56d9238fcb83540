import { Select } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListState } from '../../../components/data-table';
import { DayRangeFilter } from '../../../components/data-table/day-range-filter';
import { OrderSelect } from '../../../components/pickers';
import { useCommentUsers } from '../api/get-comment-users';


/** Order, author and day range; every choice lives in the URL. */
export function CommentFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('comments');
  const users = useCommentUsers();
  return (
    <>
      <OrderSelect
        aria-label={t('filters.order')}
        placeholder={t('filters.anyOrder')}
        clearable
        w={220}
        value={list.params.filters.order_id ? Number(list.params.filters.order_id) : null}
        onChange={(order) => list.setFilter('order_id', order ? String(order.id) : null)}
      />
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
