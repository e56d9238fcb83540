import { TextInput, Textarea } from '@mantine/core';
import { categoryInput, type Category, type CategoryInput } from '@matjar/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BilingualNameFields, DrawerForm, useFieldError } from '../../../components/form-drawer';
import { maxLengthOf, schemaValues, schemaResolver } from '../../../components/form-drawer/schema-values';
import { ImageField } from '../../../components/image-input';
import { CategorySelect } from '../../../components/pickers';
import type { RecordFormProps } from '../../../components/resource';

const NAME_MAX = maxLengthOf(categoryInput, 'name.en');
const SLUG_MAX = 150;
const NOTES_MAX = 1000;

interface CategoryFormValues {
  name: { en: string; ar: string };
  slug: string;
  notes: string;
  parent_id: number | null;
  image?: Blob | null;
}

interface CategoryFormProps extends RecordFormProps<Category, CategoryInput> {
  /** The parent a new category starts under (the category page's "Add subcategory"). */
  parentId?: number | null;
}

/**
 * Names, slug (made from the English name when left empty), parent, notes and image of a
 * category. The parent picker leaves out the category itself and everything under it.
 */
export function CategoryForm({ record: category, parentId = null, onSubmit, onCancel }: CategoryFormProps) {
  const { t } = useTranslation(['categories', 'fields']);
  const fieldError = useFieldError();
  const form = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: schemaResolver(categoryInput),
    defaultValues: schemaValues(categoryInput, category, { parent_id: category ? category.parent_id : parentId }),
  });
  const { errors } = form.formState;
  const exclude = category ? [category.id] : undefined;

  return (
    <DrawerForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel={category ? undefined : t('categories:form.create')}
    >
      <BilingualNameFields
        form={form}
        max={NAME_MAX}
        placeholders={{ en: t('categories:form.nameEnPlaceholder'), ar: t('categories:form.nameArPlaceholder') }}
      />
      <TextInput
        label={t('fields:slug')}
        description={t('categories:form.slugHint')}
        dir="ltr"
        autoComplete="off"
        error={fieldError(errors.slug, 'slug', { max: SLUG_MAX })}
        {...form.register('slug')}
      />
      <Controller
        control={form.control}
        name="parent_id"
        render={({ field }) => (
          <CategorySelect
            label={t('fields:parent_id')}
            placeholder={t('categories:form.noParent')}
            value={field.value}
            onChange={field.onChange}
            exclude={exclude}
            clearable
            error={fieldError(errors.parent_id, 'parent_id')}
          />
        )}
      />
      <Textarea
        label={t('fields:notes')}
        dir="auto"
        autosize
        minRows={2}
        maxRows={6}
        error={fieldError(errors.notes, 'notes', { max: NOTES_MAX })}
        {...form.register('notes')}
      />
      <ImageField form={form} use="category" current={category?.image} />
    </DrawerForm>
  );
}
