import { Stack } from '@mantine/core';
import { orderCommentSorts } from '@matjar/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, useListParams } from '../../components/data-table';
import { PageHeader } from '../../components/page-header/page-header';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useComments } from './api/get-comments';
import { COMMENT_FILTER_KEYS, CommentFilters } from './components/comment-filters';
import { useCommentColumns } from './components/use-comment-columns';

/** /dashboard/comments: every staff comment on orders, filtered in the URL, each linking to its order. */
export default function CommentsPage() {
  usePageTitle('comments:title');
  const { t } = useTranslation('comments');
  const list = useListParams({ sortFields: orderCommentSorts, filterKeys: COMMENT_FILTER_KEYS });
  const comments = useComments(list.params);
  const columns = useCommentColumns();

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      <DataTable
        label={t('title')}
        columns={columns}
        list={list}
        query={comments}
        searchPlaceholder={t('search')}
        filters={<CommentFilters list={list} />}
        minWidth={720}
        empty={{ title: t('empty.title'), description: t('empty.description') }}
      />
    </Stack>
  );
}
