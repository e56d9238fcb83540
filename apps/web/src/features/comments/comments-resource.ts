import type { OrderComment } from '@matjar/shared';
import { defineResource } from '../../components/resource';

/** `/api/dashboard/comments`: staff comments on orders; written and removed on the order's page. */
export const comments = defineResource<OrderComment>({ area: 'comments', path: '/dashboard/comments' });
