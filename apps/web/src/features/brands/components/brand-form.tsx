import { zodResolver } from '@hookform/resolvers/zod';
import { brandInput, type Brand, type BrandInput } from '@matjar/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BilingualNameFields, DrawerForm } from '../../../components/form-drawer';
import { ImageField } from '../../../components/image-input';
import type { RecordFormProps } from '../../../components/resource';

/** The schema's own limit, so the "may not be more than …" message names the real number. */
const NAME_MAX = brandInput.shape.name.shape.en.maxLength ?? undefined;

/** A brand's name in both languages and its logo (230×72 recommended, spec §5). */
export function BrandForm({ record: brand, onSubmit, onCancel }: RecordFormProps<Brand, BrandInput>) {
  const { t } = useTranslation('brands');
  const form = useForm<BrandInput>({
    resolver: zodResolver(brandInput),
    // `image` left undefined keeps the stored one; the input sets a file, or null to remove it.
    defaultValues: { name: { en: brand?.name.en ?? '', ar: brand?.name.ar ?? '' } },
  });

  return (
    <DrawerForm form={form} onSubmit={onSubmit} onCancel={onCancel} submitLabel={brand ? undefined : t('form.create')}>
      <BilingualNameFields
        form={form}
        max={NAME_MAX}
        placeholders={{ en: t('form.nameEnPlaceholder'), ar: t('form.nameArPlaceholder') }}
      />
      <ImageField form={form} use="brand" current={brand?.image} />
    </DrawerForm>
  );
}
