import { zodResolver } from '@hookform/resolvers/zod';
import type { Bilingual } from '@matjar/shared';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { BilingualNameFields } from '../form-drawer/bilingual-name-fields';
import { DrawerForm } from '../form-drawer/drawer-form';
import type { RecordFormProps } from './resource-form-drawer';
import type { Resource } from './resource';
import { useResourceTexts } from './use-resource-texts';

type Named = { name: Bilingual };

interface NameFormProps<Input extends Named> extends RecordFormProps<Named, Input> {
  resource: Pick<Resource<any>, 'namespace' | 'keyPrefix'>;
  /** The shared input schema (`unitInput`): it validates, and its `name.en` limit is the one messages name. */
  schema: { shape: { name: { shape: { en: { maxLength: number | null } } } } };
  /** The fields after the names (a logo, …); omitted, the name is the whole record. */
  children?: (form: UseFormReturn<Input>) => ReactNode;
}

/**
 * The form of a record that is a bilingual name and little else (a unit; a brand and its
 * logo): English typed left to right, Arabic right to left, the placeholders and the create
 * button's label from the screen's catalogue (`form.nameEnPlaceholder`, `form.create`).
 */
export function NameForm<Input extends Named>({ resource, schema, record, onSubmit, onCancel, children }: NameFormProps<Input>) {
  const t = useResourceTexts(resource);
  const form = useForm<Input>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Input>,
    // Other fields left undefined keep what is stored (an image is replaced only when one is set).
    defaultValues: { name: { en: record?.name.en ?? '', ar: record?.name.ar ?? '' } } as DefaultValues<Input>,
  });
  return (
    <DrawerForm form={form} onSubmit={onSubmit} onCancel={onCancel} submitLabel={record ? undefined : t('form.create')}>
      <BilingualNameFields
        form={form}
        max={schema.shape.name.shape.en.maxLength ?? undefined}
        placeholders={{ en: t('form.nameEnPlaceholder'), ar: t('form.nameArPlaceholder') }}
      />
      {children?.(form)}
    </DrawerForm>
  );
}
