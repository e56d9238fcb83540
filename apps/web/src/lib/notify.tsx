import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { i18n } from './i18n/i18n';

/** Toasts (spec §8): success by default, error with the default text "ops", 3 s, top end. */
export const notify = {
  success(message: string): void {
    notifications.show({ message, color: 'teal', icon: <IconCheck size={18} /> });
  },
  error(message?: string): void {
    notifications.show({ message: message || i18n.t('common:toast.ops'), color: 'red', icon: <IconX size={18} /> });
  },
};
