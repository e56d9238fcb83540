import { Grid, Paper, Select, Stack, Textarea, Title } from '@mantine/core';
import { orderInput, type OrderInput, type OrderQuote } from '@matjar/shared';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DrawerForm, showServerError, useFieldError } from '../../../components/form-drawer';
import { schemaResolver } from '../../../components/form-drawer/schema-values';
import { ApiError, isApiError } from '../../../lib/api/api-error';
import { formatCurrency } from '../../../lib/format';
import { CustomerSelect, type PickedProduct } from '../../../components/pickers';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useCustomerAddresses } from '../api/customer-addresses';
import { usePaymentMethods } from '../api/order-choices';
import { useQuoteOrder, useRunningOffers } from '../api/promotions';
import { OrderTotals } from '../components/order-totals';
import { AddressChoice } from './address-choice';
import { CouponField } from './coupon-field';
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
  /** As typed; blank sends none. */
  coupon_code: string;
}

interface OrderFormProps {
  currency: string;
  onSubmit: (input: OrderInput) => Promise<unknown>;
  onCancel: () => void;
}

/** The body of the quote and of the order: no coupon when none was typed. */
const bodyOf = (values: OrderFormValues | OrderInput): OrderInput => {
  const code = values.coupon_code?.trim();
  return { ...(values as OrderInput), coupon_code: code ? code : null };
};

/** A quote answers for the body it was asked with; once the order changes it no longer does. */
const quoteKey = (input: OrderInput) =>
  JSON.stringify([input.customer_id, input.address_id, input.payment_method_id, input.coupon_code, input.items.map((item) => [item.product_id, item.quantity])]);

/**
 * A phone order: customer → address (with its fee) → products → payment method → coupon,
 * with live totals. The preview prices the running offers with the shared engine; the
 * coupon is applied through the server's quote, which is asked again before the order is
 * created: if it says otherwise than the screen, the screen shows it and nothing is saved.
 */
export function OrderForm({ currency, onSubmit, onCancel }: OrderFormProps) {
  const { t } = useTranslation(['orders', 'fields']);
  const { locale } = useLocale();
  const fieldError = useFieldError();
  const form = useForm<OrderFormValues, unknown, OrderInput>({
    resolver: schemaResolver(orderInput),
    defaultValues: { customer_id: undefined, address_id: undefined, items: [], payment_method_id: undefined, notes: '', coupon_code: '' },
  });
  const offers = useRunningOffers();
  const quote = useQuoteOrder();
  const [quoted, setQuoted] = useState<{ key: string; data: OrderQuote } | null>(null);
  const { errors } = form.formState;
  const [customerId, addressId, items, couponCode] = form.watch(['customer_id', 'address_id', 'items', 'coupon_code']);
  const addresses = useCustomerAddresses(customerId ?? null);
  const methods = usePaymentMethods();
  const address = addresses.data?.find((row) => row.id === addressId);
  // A customer with one address has it picked for them (issue 35); with several, staff ask.
  const onlyAddress = addresses.data?.length === 1 ? addresses.data[0]?.id : undefined;
  useEffect(() => {
    if (onlyAddress === undefined || form.getValues('address_id') !== undefined) return;
    form.setValue('address_id', onlyAddress, { shouldValidate: form.formState.isSubmitted });
  }, [onlyAddress, form]);
  const preview = liveTotals(
    items.map((item) => ({
      product_id: item.product_id,
      parent_id: item.product.parent_id,
      price: item.product.price,
      tax_percent: item.product.tax_percent,
      quantity: item.quantity,
    })),
    address?.shipment_fees ?? null,
    offers.data,
    // Every offer the server called running had started and had not ended: the latest start
    // among them is an instant all of them run at (the browser's clock may be off).
    offers.data?.reduce((latest, offer) => (offer.starts_at > latest ? offer.starts_at : latest), '') ?? '',
  );
  const current = quoted?.key === quoteKey(bodyOf(form.getValues())) ? quoted.data : null;
  const totals = current ?? preview;
  const offerDiscounts = current ? current.items.map((item) => item.offer_discount) : preview.offer_discounts;

  /** What the quote still needs before it can weigh a coupon, in the screen's order. */
  const missingForQuote = (values: OrderFormValues) =>
    values.customer_id === undefined
      ? 'customer'
      : values.address_id === undefined
        ? 'address'
        : values.items.length === 0
          ? 'items'
          : values.payment_method_id === undefined
            ? 'paymentMethod'
            : null;
  const applyCoupon = async () => {
    const input = bodyOf(form.getValues());
    form.clearErrors('coupon_code');
    // A coupon is checked against the whole order: say so at the coupon, not as a refusal elsewhere.
    const missing = missingForQuote(form.getValues());
    if (missing) {
      // A catalogue key, as the schema's messages are: read in the language shown (useFieldError).
      form.setError('coupon_code', { type: 'order', message: `orders.create.couponNeeds.${missing}` });
      return;
    }
    try {
      setQuoted({ key: quoteKey(input), data: await quote.mutateAsync({ ...input, coupon_code: input.coupon_code ?? '' }) });
    } catch (error) {
      const refusal = isApiError(error) ? error.errors.coupon_code?.[0] : undefined;
      if (refusal) form.setError('coupon_code', { type: 'server', message: refusal });
      else showServerError(form, error);
    }
  };
  const submit = async (values: OrderInput) => {
    const input = bodyOf(values);
    // The quote prices the order as it will be saved; a screen that showed other totals shows these first.
    const priced = await quote.mutateAsync(input);
    if (priced.total !== totals.total || priced.coupon?.code !== current?.coupon?.code) {
      setQuoted({ key: quoteKey(input), data: priced });
      throw new ApiError(409, t('orders:create.quoteChanged'));
    }
    await onSubmit(input);
  };
  const setItems = (next: OrderFormValues['items']) => form.setValue('items', next, { shouldValidate: form.formState.isSubmitted });
  const lineError = (index: number) => {
    const line = errors.items?.[index];
    return fieldError(line?.quantity, 'quantity') ?? fieldError(line?.product_id, 'product_id');
  };

  return (
    <DrawerForm
      form={form}
      onSubmit={submit}
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
              offerDiscounts={offerDiscounts}
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
            <CouponField
              value={couponCode}
              onChange={(code) => form.setValue('coupon_code', code)}
              onApply={() => void applyCoupon()}
              applying={quote.isPending}
              applied={
                current?.coupon
                  ? t('orders:create.couponApplied', { code: current.coupon.code, amount: formatCurrency(current.coupon.discount, currency) })
                  : undefined
              }
              error={fieldError(errors.coupon_code, 'coupon_code')}
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
