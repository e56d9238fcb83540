import { dialogOnFirstOpen } from '../deferred/dialog-on-first-open';

/**
 * `ConfirmDialog` for a screen that offers it but seldom opens it (delete an order, change a
 * ticket's status): its code, with Mantine's modal, comes when it first opens rather than
 * with the screen. Same props.
 */
export const ConfirmDialogOnFirstOpen = dialogOnFirstOpen(
  () => import('./confirm-dialog').then((module) => module.ConfirmDialog),
  (props) => props.opened,
);
