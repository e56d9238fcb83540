import { SimpleGrid, TextInput } from '@mantine/core';
import { productChildInput, type ProductChild, type ProductChildInput } from '@matjar/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DrawerForm, useFieldError } from '../../../components/form-drawer';
import { schemaValues, schemaResolver } from '../../../components/form-drawer/schema-values';
import { ImageField } from '../../../components/image-input';

interface ChildFormValues {
  sku: string;
  barcode: string;
  buying_price: string;
  selling_price: string;
  quantity: string;
  image: Blob | null | undefined;
}

type TextField = Exclude<keyof ChildFormValues, 'image'>;

interface ChildFormProps {
  child: ProductChild;
  onSubmit: (input: ProductChildInput) => Promise<unknown>;
  onCancel: () => void;
}

/** A variant's own sku, barcode, prices, stock and picture. */
export function ChildForm({ child, onSubmit, onCancel }: ChildFormProps) {
  const { t } = useTranslation('fields');
  const fieldError = useFieldError();
  const form = useForm<ChildFormValues, unknown, ProductChildInput>({
    resolver: schemaResolver(productChildInput),
    // The stock is typed as text; the picture stays as stored until another is chosen.
    defaultValues: schemaValues(productChildInput, child, { quantity: String(child.quantity) }),
  });
  const { errors } = form.formState;
  const input = (name: TextField) => (
    <TextInput
      label={t(name)}
      withAsterisk
      dir="ltr"
      autoComplete="off"
      inputMode={name === 'quantity' ? 'numeric' : name.endsWith('price') ? 'decimal' : undefined}
      error={fieldError(errors[name], name)}
      {...form.register(name)}
    />
  );
  return (
    <DrawerForm form={form} onCancel={onCancel} onSubmit={onSubmit}>
      {input('sku')}
      {input('barcode')}
      <SimpleGrid cols={2} spacing="sm">
        {input('buying_price')}
        {input('selling_price')}
      </SimpleGrid>
      {input('quantity')}
      <ImageField form={form} use="product_details" current={child.image} />
    </DrawerForm>
  );
}
