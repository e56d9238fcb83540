import { ActionIcon, Alert, Button, Group, Image, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { SLIDER_TYPES, mediaUrl, type Slider, type SliderType } from '@matjar/shared';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useEffect, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/confirm-dialog';
import { useResourceAction, useResourceRows } from '../../../components/resource';
import { apiFetch } from '../../../lib/api/api-fetch';
import { useLocale } from '../../../lib/i18n/use-locale';
import { notify } from '../../../lib/notify';
import { sliders } from '../sliders-resource';

/** Every slide of a slider fits one request: sliders hold a handful. */
const ALL = { page: 1, perPage: 100, search: '', sort: 'sort_order', filters: {} };

const moved = <T,>(items: T[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * The order of one slider's slides: dragged by their handles, or moved with the up and down
 * buttons (keyboard and phone), then saved in one call (`POST /sliders/order`).
 */
export function ReorderSlidesDialog({ opened, onClose, initialType }: { opened: boolean; onClose: () => void; initialType: SliderType }) {
  const { t } = useTranslation('sliders');
  const { locale } = useLocale();
  const [type, setType] = useState<SliderType>(initialType);
  const rows = useResourceRows(sliders, { ...ALL, filters: { type } });
  const [order, setOrder] = useState<Slider[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const save = useResourceAction(sliders, (ids: number[]) => apiFetch('/dashboard/sliders/order', { method: 'POST', body: { sliders: ids } }));

  useEffect(() => setType(initialType), [initialType, opened]);
  useEffect(() => {
    if (rows.data && !rows.isPlaceholderData) setOrder(rows.data.data);
  }, [rows.data, rows.isPlaceholderData]);

  const drop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) setOrder((current) => moved(current, dragged, index));
    setDragged(null);
  };
  const submit = async () => {
    try {
      await save.mutateAsync(order.map((slide) => slide.id));
      notify.success(t('toast.reordered'));
      onClose();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('reorder.title')} size="lg">
      <Stack gap="md">
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value as SliderType)}
          data={SLIDER_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
        <Text size="sm" c="dimmed">
          {t('reorder.hint')}
        </Text>
        {rows.isPending || rows.isPlaceholderData ? (
          <Loader size="sm" mx="auto" />
        ) : order.length === 0 ? (
          <Alert variant="light">{t('reorder.empty')}</Alert>
        ) : (
          <Stack component="ol" gap={6} p={0} m={0} aria-label={t('reorder.listLabel', { slider: t(`types.${type}`) })} style={{ listStyle: 'none' }}>
            {order.map((slide, index) => {
              const title = slide.title[locale];
              return (
                <Group
                  component="li"
                  key={slide.id}
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
                  data-testid="slide-item"
                >
                  <IconGripVertical size={18} aria-hidden color="var(--mantine-color-dimmed)" />
                  <Image src={mediaUrl(slide.image, '200x200')} alt="" w={72} h={23} radius="xs" fit="cover" />
                  <Text size="sm" fw={500} style={{ flex: 1 }} truncate>
                    {title}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('reorder.up', { name: title })}
                    disabled={index === 0}
                    onClick={() => setOrder((current) => moved(current, index, index - 1))}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('reorder.down', { name: title })}
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
  );
}
