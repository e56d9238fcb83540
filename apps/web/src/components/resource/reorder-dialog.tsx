import { ActionIcon, Alert, Button, Group, Image, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { mediaUrl } from '@matjar/shared';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useEffect, useState, type DragEvent } from 'react';
import { apiFetch } from '../../lib/api/api-fetch';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/api/api-error';
// The dialogs' chunk, as this modal: the "Discard changes?" question costs no download.
import { useDiscardQuestion } from '../confirm-dialog/confirm-dialog';
import { useDiscardGuard } from '../confirm-dialog/discard-guard';
import type { Resource } from './resource';
import { useResourceAction, useResourceRows } from './resource-queries';
import { useResourceTexts } from './use-resource-texts';

/** One group the rows keep an order within (a slider, an ad slot), as the list's filters pick it. */
export interface ReorderGroup {
  value: string;
  label: string;
  filters: Record<string, string>;
}

export interface ReorderDialogProps<Row extends { id: number; image: string }> {
  resource: Resource<Row, any, any>;
  opened: boolean;
  onClose: () => void;
  groups: readonly ReorderGroup[];
  /** The group shown first (the one the list is filtered to). */
  initialGroup: string;
  nameOf: (row: Row) => string;
}

const moved = <T,>(items: T[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * The order of one group's rows: dragged by their handles, or moved with the up and down
 * buttons (keyboard and phone), then saved in one call (`POST {path}/order` with
 * `{ [batchKey]: ids }`). Texts are the resource's `reorder.*` keys. An order moved and not
 * saved is not lost to Escape or a click outside: they ask "Discard changes?";
 * Cancel discards it without asking, and every opening starts from the saved order.
 */
export function ReorderDialog<Row extends { id: number; image: string }>({ resource, opened, onClose, groups, initialGroup, nameOf }: ReorderDialogProps<Row>) {
  const t = useResourceTexts(resource);
  const [groupValue, setGroupValue] = useState(initialGroup);
  const group = groups.find((candidate) => candidate.value === groupValue) ?? groups[0];
  // A group holds a handful of rows: one request has them all.
  const rows = useResourceRows(resource, { page: 1, perPage: 100, search: '', sort: 'sort_order', filters: group?.filters ?? {} });
  const [order, setOrder] = useState<Row[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const save = useResourceAction(resource, (ids: number[]) =>
    apiFetch(`${resource.path}/order`, { method: 'POST', body: { [resource.batchKey]: ids } }),
  );

  useEffect(() => setGroupValue(initialGroup), [initialGroup, opened]);
  useEffect(() => {
    if (rows.data && !rows.isPlaceholderData) setOrder(rows.data.data);
  }, [rows.data, rows.isPlaceholderData, opened]);
  const saved = rows.data && !rows.isPlaceholderData ? rows.data.data : order;
  const rearranged = order.some((row, index) => row.id !== saved[index]?.id);
  const discard = useDiscardQuestion(onClose);

  const drop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) setOrder((current) => moved(current, dragged, index));
    setDragged(null);
  };
  const submit = async () => {
    try {
      await save.mutateAsync(order.map((row) => row.id));
      notify.success(t('toast.reordered'));
      onClose();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={discard.close}
        // While the question is open, its own Escape and backdrop answer "Keep editing".
        closeOnEscape={!discard.asking}
        closeOnClickOutside={!discard.asking}
        title={t('reorder.title')}
        size="lg"
      >
        {discard.guarded(<Moved dirty={rearranged} />)}
        <Stack gap="md">
          <Select
            label={t('reorder.group')}
            data={groups.map(({ value, label }) => ({ value, label }))}
            value={group?.value ?? null}
            onChange={(value) => value && setGroupValue(value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Text size="sm" c="dimmed">
            {t('reorder.hint')}
          </Text>
          {rows.isPending || rows.isPlaceholderData ? (
            <Loader size="sm" mx="auto" />
          ) : order.length === 0 ? (
            <Alert variant="light">{t('reorder.empty')}</Alert>
          ) : (
            <Stack component="ol" gap={6} p={0} m={0} aria-label={t('reorder.listLabel', { group: group?.label })} style={{ listStyle: 'none' }}>
              {order.map((row, index) => {
                const name = nameOf(row);
                return (
                  <Group
                    component="li"
                    key={row.id}
                    draggable
                    onDragStart={() => setDragged(index)}
                    onDragOver={(event) => event.preventDefault()}
                    onDrop={drop(index)}
                    onDragEnd={() => setDragged(null)}
                    gap="sm"
                    wrap="nowrap"
                    p={6}
                    bd="1px solid var(--mantine-color-default-border)"
                    bg={dragged === index ? 'var(--mantine-color-default-hover)' : undefined}
                    style={{ borderRadius: 'var(--mantine-radius-sm)', cursor: 'grab' }}
                    data-testid="reorder-item"
                  >
                    <IconGripVertical size={18} aria-hidden color="var(--mantine-color-dimmed)" />
                    <Image src={mediaUrl(row.image, '200x200')} alt="" w={72} h={23} radius="xs" fit="cover" />
                    <Text size="sm" fw={500} style={{ flex: 1 }} truncate>
                      {name}
                    </Text>
                    <ActionIcon variant="subtle" aria-label={t('reorder.up', { name })} disabled={index === 0} onClick={() => setOrder((current) => moved(current, index, index - 1))}>
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('reorder.down', { name })}
                      disabled={index === order.length - 1}
                      onClick={() => setOrder((current) => moved(current, index, index + 1))}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </Group>
                );
              })}
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('reorder.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={save.isPending} disabled={order.length < 2}>
              {t('reorder.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {/* Beside the modal, not in it: clicks and keys in the question stay out of its handlers. */}
      {discard.question}
    </>
  );
}

/** Tells the dialog's guard whether the order shown differs from the saved one. */
function Moved({ dirty }: { dirty: boolean }) {
  useDiscardGuard(dirty);
  return null;
}
