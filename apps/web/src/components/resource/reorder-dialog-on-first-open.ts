import { dialogOnFirstOpen } from '../deferred/dialog-on-first-open';
import type { ReorderDialog as Dialog } from './reorder-dialog';

/** The reorder dialog (a modal with a select) comes with its first opening, not with the list. */
export const ReorderDialog = dialogOnFirstOpen(
  () => import('./reorder-dialog').then((module) => module.ReorderDialog),
  (props) => props.opened,
) as typeof Dialog;
