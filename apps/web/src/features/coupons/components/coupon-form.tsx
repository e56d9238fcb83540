import { NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { DISCOUNT_TYPES, couponInput, type Coupon, type CouponInput } from '@matjar/shared';
import { Controller, useForm, type FieldError, type Path } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DayFields } from '../../../components/dates/day-fields';
import { BilingualFields, FormCard, useFieldError } from '../../../components/form-drawer';
import { PageForm } from '../../../components/form-drawer/page-form';
import { schemaResolver } from '../../../components/form-drawer/schema-values';
import { SegmentedField } from '../../../components/form-drawer/segmented-field';
import { ProductsPicker, useLocalCurrency, type PickedItem } from '../../../components/pickers';
import { formatCurrencySymbol } from '../../../lib/format';

interface CouponFormValues extends Omit<CouponInput, 'product_ids' | 'is_active'> {
  /** The products it applies to, named on screen; only the ids are sent. */
  products: PickedItem[];
  is_active: boolean;
}

interface CouponFormProps {
  coupon?: Coupon;
  onSubmit: (input: CouponInput) => Promise<unknown>;
  onCancel: () => void;
  /** The user may only look. */
  readOnly?: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);

const valuesOf = (coupon: Coupon | undefined): CouponFormValues => ({
  name: coupon?.name ?? { en: '', ar: '' },
  code: coupon?.code ?? '',
  discount_type: coupon?.discount_type ?? 'percentage',
  discount_amount: coupon?.discount_amount ?? null,
  rate: coupon?.rate ?? null,
  max_discount_amount: coupon?.max_discount_amount ?? null,
  max_uses: coupon?.max_uses ?? null,
  max_uses_per_user: coupon?.max_uses_per_user ?? null,
  min_order_value: coupon?.min_order_value ?? null,
  min_order_items: coupon?.min_order_items ?? null,
  products: (coupon?.products ?? []).map(({ id, name, sku }) => ({ id, product: { id, name, sku } })),
  start_date: coupon?.start_date ?? today(),
  end_date: coupon?.end_date ?? '',
  is_active: coupon?.is_active ?? true,
});

/** What travels: the ids of its products, and only the amount its discount type uses. */
function inputOf({ products, ...values }: CouponFormValues): CouponInput {
  const percentage = values.discount_type === 'percentage';
  return {
    ...values,
    discount_amount: percentage ? null : values.discount_amount,
    rate: percentage ? values.rate : null,
    max_discount_amount: percentage ? values.max_discount_amount : null,
    product_ids: products.map((item) => item.id),
  };
}

/** The schema checks what the form sends (`inputOf`), and names a refused id `product_ids.N` as the server does. */
const resolver = schemaResolver<CouponFormValues, CouponInput>(z.preprocess((values) => inputOf(values as CouponFormValues), couponInput));

type NumberName = 'discount_amount' | 'rate' | 'max_discount_amount' | 'max_uses' | 'max_uses_per_user' | 'min_order_value' | 'min_order_items';

/**
 * A coupon on its own page: its name and code, its discount (money, or a rate with an
 * optional cap), its limits (uses, uses per customer, a minimum order), the products it
 * applies to (none: every product) and its days, checked with the shared schema.
 */
export function CouponForm({ coupon, onSubmit, onCancel, readOnly = false }: CouponFormProps) {
  const { t } = useTranslation(['coupons', 'fields']);
  const fieldError = useFieldError();
  const currency = useLocalCurrency();
  const form = useForm<CouponFormValues, unknown, CouponInput>({ resolver, defaultValues: valuesOf(coupon), shouldFocusError: false });
  const { errors } = form.formState;
  const percentage = form.watch('discount_type') === 'percentage';
  const errorOf = (name: string) => (errors as Record<string, FieldError | undefined>)[name];
  /** A number field kept as the API's decimal string (money, a rate) or whole number (a count); empty is "no limit". */
  const numberField = (name: NumberName, kind: 'money' | 'percent' | 'count', required = false) => (
    <Controller
      control={form.control}
      name={name as Path<CouponFormValues>}
      render={({ field }) => (
        <NumberInput
          label={t(`fields:${name}`)}
          description={required ? undefined : t('coupons:form.noLimit')}
          withAsterisk={required}
          dir="ltr"
          min={0}
          max={kind === 'percent' ? 100 : undefined}
          decimalScale={kind === 'count' ? 0 : 2}
          allowDecimal={kind !== 'count'}
          allowNegative={false}
          rightSection={kind === 'percent' ? '%' : kind === 'money' ? formatCurrencySymbol(currency) : undefined}
          rightSectionWidth={kind === 'money' ? 48 : 32}
          value={(field.value as string | number | null) ?? ''}
          onChange={(value) => field.onChange(value === '' ? null : kind === 'count' ? Number(value) : String(value))}
          onBlur={field.onBlur}
          error={fieldError(errorOf(name), name)}
        />
      )}
    />
  );

  return (
    <PageForm form={form} onSubmit={onSubmit} onCancel={onCancel} submitLabel={coupon ? undefined : t('coupons:form.create')}>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'contents' }}>
        <FormCard title={t('coupons:sections.details')}>
          <BilingualFields form={form} name="name" max={150} autoFocus />
          <TextInput
            label={t('fields:code')}
            description={t('coupons:form.codeHint')}
            withAsterisk
            dir="ltr"
            autoComplete="off"
            maxLength={50}
            maw={320}
            error={fieldError(errors.code, 'code')}
            {...form.register('code')}
          />
          <DayFields form={form} names={['start_date', 'end_date']} description={t('coupons:form.datesHint')} />
          <Controller
            control={form.control}
            name="is_active"
            render={({ field }) => <Switch label={t('coupons:form.active')} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
          />
        </FormCard>
        <FormCard title={t('coupons:sections.discount')}>
          <SegmentedField
            form={form}
            name="discount_type"
            label={t('fields:discount_type')}
            options={DISCOUNT_TYPES.map((value) => ({ value, label: t(`coupons:discountTypes.${value}`) }))}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {percentage ? numberField('rate', 'percent', true) : numberField('discount_amount', 'money', true)}
            {percentage && numberField('max_discount_amount', 'money')}
          </SimpleGrid>
        </FormCard>
        <FormCard title={t('coupons:sections.limits')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {numberField('max_uses', 'count')}
            {numberField('max_uses_per_user', 'count')}
            {numberField('min_order_value', 'money')}
            {numberField('min_order_items', 'count')}
          </SimpleGrid>
        </FormCard>
        <FormCard title={t('coupons:sections.products')} description={t('coupons:form.productsHint')}>
          <Controller
            control={form.control}
            name="products"
            render={({ field }) => (
              <ProductsPicker
                label={t('coupons:form.pickProduct')}
                listLabel={t('coupons:form.productsList')}
                items={field.value}
                onChange={field.onChange}
                error={fieldError(errorOf('product_ids'), 'product_ids')}
              />
            )}
          />
        </FormCard>
      </fieldset>
    </PageForm>
  );
}
