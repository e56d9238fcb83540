import { orderCommentSorts } from '@matjar/shared';
import { ResourceListPage, useResourceList } from '../../components/resource';
import { COMMENT_FILTER_KEYS, CommentFilters } from './components/comment-filters';
import { useCommentColumns } from './components/use-comment-columns';
import { comments } from './comments-resource';

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
