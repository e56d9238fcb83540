import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from '../../../../lib/i18n/use-translation';

/**
 * Asks before leaving the page with unsaved changes: another screen of the app (a dialog),
 * or a reload / closed tab (the browser's own question). Paging and filtering stay free.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('products');
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty && current.pathname !== next.pathname,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  const open = blocker.status === 'blocked';
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title={t('das.leaveTitle')} centered size="sm" withCloseButton={false}>
      <Text fz="sm" c="dimmed">
        {t('das.leaveMessage')}
      </Text>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('das.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('das.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
