export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { errorMessage } from './error-message';
