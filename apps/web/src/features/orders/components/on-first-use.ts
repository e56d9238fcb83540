import { dialogOnFirstOpen } from '../../../components/deferred/dialog-on-first-open';

// The order screens' dialogs check their reasons with the shared schemas: loaded when first
// opened, so a list or an order's page loads zod and the form libraries only then.

export const TransitionDialog = dialogOnFirstOpen(
  () => import('./transition-dialog').then((module) => module.TransitionDialog),
  (props) => props.action !== null,
);

export const ShippingDialog = dialogOnFirstOpen(
  () => import('./shipping-dialog').then((module) => module.ShippingDialog),
  (props) => props.opened,
);

/** The comment box's check, loaded with the first comment sent. */
export const loadCommentInput = () => import('./order-comment-input').then((module) => module.orderCommentInput);
