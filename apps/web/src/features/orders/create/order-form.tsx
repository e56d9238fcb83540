import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Paper, Select, Stack, Textarea, Title } from '@mantine/core';
import { orderInput, type OrderInput } from '@matjar/shared';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DrawerForm, useFieldError } from '../../../components/form-drawer';
import { CustomerSelect, type PickedProduct } from '../../../components/pickers';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useCustomerAddresses } from '../api/customer-addresses';
import { usePaymentMethods } from '../api/order-choices';
import { OrderTotals } from '../components/order-totals';
import { AddressChoice } from './address-choice';
import { liveTotals } from './live-totals';
import { OrderLines } from './order-lines';

/** Ids not chosen yet are `undefined`, which the shared schema calls "required" (null would be "invalid"). */
interface OrderFormValues {
  customer_id: number | undefined;
  address_id: number | undefined;
  /** `product` rides along for the screen (name, price, stock); the schema drops it. */
  items: { product_id: number; quantity: number; product: PickedProduct }[];
  payment_method_id: number | undefined;
  notes: string;
}

interface OrderFormProps {
  currency: string;
  onSubmit: (input: OrderInput) => Promise<unknown>;
  onCancel: () => void;
}

/** A phone order: customer → address (with its fee) → products → payment method, with live totals. */
export function OrderForm({ currency, onSubmit, onCancel }: OrderFormProps) {
  const { t } = useTranslation(['orders', 'fields']);
  const { locale } = useLocale();
  const fieldError = useFieldError();
  const form = useForm<OrderFormValues>({
    resolver: zodResolver(orderInput) as unknown as Resolver<OrderFormValues>,
    defaultValues: { customer_id: undefined, address_id: undefined, items: [], payment_method_id: undefined, notes: '' },
  });
  const { errors } = form.formState;
  const [customerId, addressId, items] = form.watch(['customer_id', 'address_id', 'items']);
  const addresses = useCustomerAddresses(customerId ?? null);
  const methods = usePaymentMethods();
  const address = addresses.data?.find((row) => row.id === addressId);
  const totals = liveTotals(
    items.map((item) => ({ price: item.product.price, tax_percent: item.product.tax_percent, quantity: item.quantity })),
    address?.shipment_fees ?? null,
  );
  const setItems = (next: OrderFormValues['items']) => form.setValue('items', next, { shouldValidate: form.formState.isSubmitted });
  const lineError = (index: number) => {
    const line = errors.items?.[index];
    return fieldError(line?.quantity, 'quantity') ?? fieldError(line?.product_id, 'product_id');
  };

  return (
    <DrawerForm
      form={form}
      onSubmit={(values) => onSubmit(values as unknown as OrderInput)}
      onCancel={onCancel}
      submitLabel={t('orders:create.submit')}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Controller
              control={form.control}
              name="customer_id"
              render={({ field }) => (
                <CustomerSelect
                  label={t('orders:create.customer')}
                  withAsterisk
                  activeOnly
                  value={field.value ?? null}
                  onChange={(customer) => {
                    field.onChange(customer?.id);
                    form.setValue('address_id', undefined);
                  }}
                  error={fieldError(errors.customer_id, 'customer_id')}
                />
              )}
            />
            {customerId !== undefined && addresses.data && (
              <AddressChoice
                customerId={customerId}
                addresses={addresses.data}
                value={addressId ?? null}
                onChange={(id) => form.setValue('address_id', id, { shouldValidate: true })}
                currency={currency}
                error={fieldError(errors.address_id, 'address_id')}
              />
            )}
            <OrderLines
              items={items}
              currency={currency}
              onAdd={(product) => {
                if (items.some((item) => item.product_id === product.id)) return;
                setItems([...items, { product_id: product.id, quantity: 1, product }]);
              }}
              onQuantity={(index, quantity) => setItems(items.map((item, i) => (i === index ? { ...item, quantity } : item)))}
              onRemove={(index) => setItems(items.filter((_, i) => i !== index))}
              // The list's own rule is "at least one"; the lines carry their own messages.
              error={errors.items?.root || errors.items?.message ? t('orders:create.noItems') : undefined}
              lineError={lineError}
            />
            <Controller
              control={form.control}
              name="payment_method_id"
              render={({ field }) => (
                <Select
                  label={t('orders:create.paymentMethod')}
                  withAsterisk
                  comboboxProps={{ withinPortal: true }}
                  data={(methods.data ?? []).map((group) => ({
                    group: group.name[locale],
                    items: group.methods
                      .filter((method) => method.is_active)
                      .map((method) => ({ value: String(method.id), label: method.name[locale] })),
                  }))}
                  value={field.value ? String(field.value) : null}
                  onChange={(value) => field.onChange(value ? Number(value) : undefined)}
                  error={methods.isError ? t('orders:filters.methodsFailed') : fieldError(errors.payment_method_id, 'payment_method_id')}
                />
              )}
            />
            <Textarea label={t('orders:create.notes')} autosize minRows={2} maxLength={1000} {...form.register('notes')} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" style={{ position: 'sticky', insetBlockStart: 80 }} data-testid="live-totals">
            <Title order={5} px="md" pt="md">
              {t('orders:create.totals')}
            </Title>
            <OrderTotals order={totals} currency={currency} />
          </Paper>
        </Grid.Col>
      </Grid>
    </DrawerForm>
  );
}
