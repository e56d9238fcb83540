import { ActionIcon, Avatar, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { mediaUrl } from '@matjar/shared';
import { IconPackage, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocale } from '../../lib/i18n/use-locale';
import { ProductSelect } from './product-select';
import { useLocalCurrency } from './use-local-currency';

/** A product or variant as a list of picked ones shows it. */
export interface ListedProduct {
  id: number;
  name: { en: string; ar: string };
  sku: string;
  /** Unknown where the server names the item without its picture. */
  image?: string | null | undefined;
}

/** One picked product; `product` names it where it is known (picked here, or sent by the server). */
export interface PickedItem {
  id: number;
  product?: ListedProduct | undefined;
}

interface ProductsPickerProps {
  /** The search box's label. */
  label: string;
  /** The list's accessible name ("Items of the offer"). */
  listLabel: string;
  items: PickedItem[];
  onChange: (items: PickedItem[]) => void;
  /** One item only: a new pick replaces it. */
  single?: boolean;
  /** Translated messages: of the whole list, and of each item (the server's "this item already has offer"). */
  error?: string | undefined;
  itemError?: (index: number) => string | undefined;
}

/**
 * Several products or variants, found by name, sku or barcode (any stock), listed with their
 * picture, name and sku, each removable and with its own message under it.
 */
export function ProductsPicker({ label, listLabel, items, onChange, single = false, error, itemError }: ProductsPickerProps) {
  const { t } = useTranslation('pickers');
  const { locale } = useLocale();
  const currency = useLocalCurrency();
  const add = (product: ListedProduct) => {
    if (items.some((item) => item.id === product.id)) return;
    const item = { id: product.id, product: { id: product.id, name: product.name, sku: product.sku, image: product.image } };
    onChange(single ? [item] : [...items, item]);
  };

  return (
    <Stack gap="sm">
      <ProductSelect label={label} onPick={add} currency={currency} anyStock error={items.length === 0 ? error : undefined} />
      {items.length > 0 && (
        <Stack gap="xs" component="ul" m={0} p={0} aria-label={listLabel} style={{ listStyle: 'none' }}>
          {items.map((item, index) => {
            const name = item.product?.name[locale] ?? t('products.number', { id: item.id });
            const message = itemError?.(index);
            return (
              <Paper key={item.id} component="li" withBorder radius="sm" px="sm" py={6} data-testid="picked-product">
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={item.product?.image ? mediaUrl(item.product.image) : null} radius="sm" size={40} alt="">
                    <IconPackage size={18} />
                  </Avatar>
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text fz="sm" fw={500} truncate>
                      <bdi>{name}</bdi>
                    </Text>
                    {item.product?.sku && (
                      <Text fz="xs" c="dimmed" ff="monospace" dir="ltr" style={{ alignSelf: 'flex-start' }}>
                        {item.product.sku}
                      </Text>
                    )}
                    {message && <Input.Error role="alert">{message}</Input.Error>}
                  </Stack>
                  <ActionIcon variant="subtle" color="red" aria-label={t('products.remove', { name })} onClick={() => onChange(items.filter((_, i) => i !== index))}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {items.length > 0 && error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
