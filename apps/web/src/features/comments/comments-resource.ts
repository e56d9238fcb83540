import type { OrderComment } from '@matjar/shared';
import { defineResource } from '../../components/resource';

/** `/api/dashboard/comments`: staff comments on orders; written and removed on the order's page. */
export const comments = defineResource<OrderComment>({ area: 'comments', path: '/dashboard/comments' });

/** Search-param names of the comments list's filters, as the API reads them. */
export const COMMENT_FILTER_KEYS = ['order_id', 'user_id', 'date_from', 'date_to'] as const;
