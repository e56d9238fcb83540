import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListState } from '../../../components/data-table';
import { SelectFilter } from '../../../components/data-table/select-filter';
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
        <SelectFilter
          list={list}
          name="user_id"
          aria-label={t('filters.user')}
          placeholder={t('filters.anyUser')}
          searchable
          w={170}
          data={users.data.map((user) => ({ value: String(user.id), label: user.username }))}
        />
      )}
      <DayRangeFilter list={list} keys={['date_from', 'date_to']} />
    </>
  );
}
