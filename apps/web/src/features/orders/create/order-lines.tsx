import { ActionIcon, Avatar, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { mediaUrl } from '@matjar/shared';
import { IconPackage, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { orderableQuantity, ProductSelect, type PickedProduct } from '../../../components/pickers';
import { formatCurrency, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';

export interface DraftItem {
  product: PickedProduct;
  quantity: number;
}

interface OrderLinesProps {
  items: DraftItem[];
  onAdd: (product: PickedProduct) => void;
  onQuantity: (index: number, quantity: number) => void;
  onRemove: (index: number) => void;
  currency: string;
  /** Translated messages: of the whole list, and of each line's quantity or product. */
  error?: string;
  lineError: (index: number) => string | undefined;
  /** Each line's offer discount (all its units), as priced. */
  offerDiscounts?: string[];
}

/** The products ordered: a picker, then one row per product with its quantity (capped by stock and max order). */
export function OrderLines({ items, onAdd, onQuantity, onRemove, currency, error, lineError, offerDiscounts = [] }: OrderLinesProps) {
  const { t } = useTranslation('orders');
  const { locale } = useLocale();
  return (
    <Stack gap="sm">
      <ProductSelect label={t('create.addItem')} onPick={onAdd} currency={currency} error={items.length === 0 ? error : undefined} />
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table verticalSpacing="xs" aria-label={t('create.items')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('item.product')}</Table.Th>
                <Table.Th ta="end">{t('item.unitPrice')}</Table.Th>
                <Table.Th w={150}>{t('item.quantity')}</Table.Th>
                <Table.Th w={1} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, index) => {
                const most = orderableQuantity(item.product);
                const name = item.product.name[locale];
                return (
                  <Table.Tr key={item.product.id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={item.product.image ? mediaUrl(item.product.image) : null} radius="sm" size={36} alt="">
                          <IconPackage size={18} />
                        </Avatar>
                        <Stack gap={0}>
                          <Text fz="sm" fw={500}>
                            {name}
                          </Text>
                          <Text fz="xs" c="dimmed" ff="monospace" dir="ltr" style={{ alignSelf: 'flex-start' }}>
                            {item.product.sku}
                          </Text>
                        </Stack>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                      <bdi>{formatCurrency(item.product.price, currency)}</bdi>
                      {Number(offerDiscounts[index] ?? 0) > 0 && (
                        <Text fz="xs" c="teal.9" data-testid="line-offer-discount">
                          {t('item.offerDiscount', { amount: formatCurrency(offerDiscounts[index]!, currency) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t('create.quantityOf', { name })}
                        min={1}
                        max={most}
                        clampBehavior="strict"
                        allowDecimal={false}
                        allowNegative={false}
                        value={item.quantity}
                        onChange={(value) => onQuantity(index, typeof value === 'number' ? value : Number(value) || 0)}
                        description={t('create.available', { value: formatNumber(most) })}
                        error={lineError(index)}
                        size="xs"
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" aria-label={t('create.remove', { name })} onClick={() => onRemove(index)}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
