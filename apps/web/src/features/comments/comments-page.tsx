import { orderCommentSorts } from '@matjar/shared';
import { ResourceListPage, useResourceList } from '../../components/resource';
import { useCommentColumns } from './components/use-comment-columns';
import { filtersOnFirstUse } from '../../components/data-table';
import { COMMENT_FILTER_KEYS, comments } from './comments-resource';

const CommentFilters = filtersOnFirstUse(() => import('./components/comment-filters').then((module) => module.CommentFilters));

/** /dashboard/comments: every staff comment on orders, filtered in the URL, each linking to its order. */
export default function CommentsPage() {
  const page = useResourceList(comments, { sortFields: orderCommentSorts, filterKeys: COMMENT_FILTER_KEYS });
  return (
    <ResourceListPage
      page={page}
      columns={useCommentColumns()}
      nameOf={(comment) => String(comment.id)}
      filters={(list) => <CommentFilters list={list} />}
      minWidth={720}
      rowActionsShown={false}
      batchDelete={false}
    />
  );
}
