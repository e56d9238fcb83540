import { ColorInput, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { DISCOUNT_TYPES, OFFER_TYPES, offerInput, type Offer, type OfferInput } from '@matjar/shared';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DayFields, withTimes } from '../../../components/dates/day-fields';
import { BilingualFields, FormCard, useFieldError } from '../../../components/form-drawer';
import { PageForm } from '../../../components/form-drawer/page-form';
import { schemaResolver } from '../../../components/form-drawer/schema-values';
import { SegmentedField } from '../../../components/form-drawer/segmented-field';
import { ImageField } from '../../../components/image-input';
import { ProductsPicker, useLocalCurrency, type ListedProduct } from '../../../components/pickers';
import { formatCurrencySymbol } from '../../../lib/format';

interface OfferFormValues extends Omit<OfferInput, 'items' | 'is_flash_sale' | 'is_active' | 'background_color'> {
  /** `product` names the item on screen; the schema keeps only `product_id`. */
  items: { product_id: number; product?: ListedProduct | undefined }[];
  is_flash_sale: boolean;
  is_active: boolean;
  background_color: string;
}

interface OfferFormProps {
  /** The offer being edited; a new one when absent. */
  offer?: Offer;
  onSubmit: (input: OfferInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Swatches of the flash sale's background: the brand's and a few that carry white text. */
const SWATCHES = ['#0b7285', '#1864ab', '#5f3dc4', '#a61e4d', '#c92a2a', '#e8590c', '#2b8a3e', '#212529'];

const today = () => new Date().toISOString().slice(0, 10);

/** The fields of when it runs. */
const SCHEDULE = ['start_date', 'end_date'] as const;

const valuesOf = (offer: Offer | undefined): OfferFormValues => ({
  title: offer?.title ?? { en: '', ar: '' },
  description: offer?.description ?? { en: '', ar: '' },
  start_date: offer?.start_date ?? today(),
  end_date: offer?.end_date ?? '',
  discount_type: offer?.discount_type ?? 'percentage',
  discount_amount: offer?.discount_amount ?? '',
  offer_type: offer?.offer_type ?? 'single',
  items: (offer?.items ?? []).map(({ product_id, name, sku }) => ({ product_id, product: { id: product_id, name, sku } })),
  is_flash_sale: offer?.is_flash_sale ?? false,
  background_color: offer?.background_color ?? SWATCHES[0]!,
  is_active: offer?.is_active ?? true,
});

/**
 * An offer on its own page, in sections: what it is called, when it runs (days in the
 * store's calendar, or times on its clock: a flash sale runs for hours, so switching one on
 * gives the dates times), its discount, its items, and the flash sale's pictures and colour.
 * Checked with the shared schema; the server's refusals (an item already in an overlapping
 * offer) land on their fields.
 */
export function OfferForm({ offer, onSubmit, onCancel }: OfferFormProps) {
  const { t } = useTranslation(['offers', 'fields']);
  const fieldError = useFieldError();
  const currency = useLocalCurrency();
  const form = useForm<OfferFormValues, unknown, OfferInput>({
    resolver: schemaResolver(offerInput),
    defaultValues: valuesOf(offer),
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [discountType, offerType, isFlashSale] = form.watch(['discount_type', 'offer_type', 'is_flash_sale']);
  const itemErrors = errors.items as ({ product_id?: FieldError } | undefined)[] | (FieldError & { root?: FieldError }) | undefined;
  // The list's own rule ("a bundle needs at least one item") sits on `items` or, beside the items' own, on `items.root`.
  const listError = fieldError((itemErrors as FieldError | undefined)?.message ? (itemErrors as FieldError) : (itemErrors as { root?: FieldError } | undefined)?.root, 'items');
  const options = (values: readonly string[], labels: string) => values.map((value) => ({ value, label: t(`offers:${labels}.${value}`) }));

  return (
    <PageForm form={form} // The resolver hands over the schema's output: items as their ids alone.
      onSubmit={onSubmit} onCancel={onCancel} submitLabel={offer ? undefined : t('offers:form.create')}>
      <FormCard title={t('offers:sections.details')}>
        <BilingualFields form={form} name="title" max={150} autoFocus />
        <BilingualFields form={form} name="description" max={1000} multiline />
        <DayFields form={form} names={SCHEDULE} description={t('offers:form.datesHint')} />
        <Controller
          control={form.control}
          name="is_active"
          render={({ field }) => <Switch label={t('offers:form.active')} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
        />
      </FormCard>
      <FormCard title={t('offers:sections.discount')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SegmentedField form={form} name="discount_type" label={t('fields:discount_type')} options={options(DISCOUNT_TYPES, 'discountTypes')} />
          <Controller
            control={form.control}
            name="discount_amount"
            render={({ field }) => (
              <NumberInput
                label={t('fields:discount_amount')}
                withAsterisk
                dir="ltr"
                min={0}
                max={discountType === 'percentage' ? 100 : undefined}
                decimalScale={2}
                allowNegative={false}
                rightSection={discountType === 'percentage' ? '%' : formatCurrencySymbol(currency)}
                rightSectionWidth={discountType === 'percentage' ? 32 : 48}
                value={field.value}
                onChange={(value) => field.onChange(String(value))}
                onBlur={field.onBlur}
                error={fieldError(errors.discount_amount, 'discount_amount')}
              />
            )}
          />
        </SimpleGrid>
      </FormCard>
      <FormCard title={t('offers:sections.items')} description={t(`offers:form.${offerType}Hint`)}>
        <SegmentedField
          form={form}
          name="offer_type"
          label={t('fields:offer_type')}
          options={options(OFFER_TYPES, 'offerTypes')}
          // A single offer keeps one item: the first of a bundle's.
          onChanged={(value) => value === 'single' && form.setValue('items', form.getValues('items').slice(0, 1))}
        />
        <Controller
          control={form.control}
          name="items"
          render={({ field }) => (
            <ProductsPicker
              label={t(offerType === 'single' ? 'offers:form.pickSingle' : 'offers:form.pickBundle')}
              listLabel={t('offers:form.itemsList')}
              single={offerType === 'single'}
              items={field.value.map((item) => ({ id: item.product_id, product: item.product }))}
              onChange={(items) => {
                field.onChange(items.map(({ id, product }) => ({ product_id: id, product })));
                form.clearErrors('items');
              }}
              error={listError}
              itemError={(index) => {
                const item = Array.isArray(itemErrors) ? itemErrors[index] : undefined;
                return fieldError(item?.product_id, 'product_id');
              }}
            />
          )}
        />
      </FormCard>
      <FormCard title={t('offers:sections.flashSale')} description={t('offers:form.flashSaleHint')}>
        <Controller
          control={form.control}
          name="is_flash_sale"
          render={({ field }) => (
            <Switch
              label={t('fields:is_flash_sale')}
              checked={field.value}
              onChange={(event) => {
                field.onChange(event.currentTarget.checked);
                if (event.currentTarget.checked) withTimes(form, SCHEDULE);
              }}
            />
          )}
        />
        {isFlashSale && (
          <Stack gap="md">
            <ImageField form={form} name="header_image" use="flash_sale_header" current={offer?.header_image} required />
            <ImageField form={form} name="popup_image" use="flash_sale_popup" current={offer?.popup_image} required />
          </Stack>
        )}
        <Controller
          control={form.control}
          name="background_color"
          render={({ field }) => (
            <ColorInput
              label={t('fields:background_color')}
              withAsterisk
              dir="ltr"
              format="hex"
              swatches={SWATCHES}
              eyeDropperButtonProps={{ 'aria-label': t('offers:form.pickColour') }}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(errors.background_color, 'background_color')}
              popoverProps={{ withinPortal: true }}
              maw={260}
            />
          )}
        />
      </FormCard>
    </PageForm>
  );
}
