import type { Bilingual } from '@matjar/shared';
import type { ReactNode } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { BilingualNameFields } from '../form-drawer/bilingual-name-fields';
import { DrawerForm } from '../form-drawer/drawer-form';
import { maxLengthOf, schemaValues } from '../form-drawer/schema-values';
import type { RecordFormProps } from './resource-form-drawer';
import type { Resource } from './resource';
import { useResourceTexts } from './use-resource-texts';

type Named = { name: Bilingual };

interface NameFormProps<Input extends Named> extends RecordFormProps<Named, Input> {
  resource: Pick<Resource<any>, 'namespace' | 'keyPrefix'>;
  /** The shared input schema (`unitInput`): the form starts from it, and its `name.en` limit is the one messages name. */
  schema: z.core.$ZodObject;
  /** `schemaResolver(schema)`, made where the schema's type is known: the save gets its output. */
  resolver: Resolver<Named, unknown, Input>;
  /** The fields after the names (a logo, …); omitted, the name is the whole record. */
  children?: (form: UseFormReturn<Named, unknown, Input>) => ReactNode;
}

/**
 * The form of a record that is a bilingual name and little else (a unit; a brand and its
 * logo): English typed left to right, Arabic right to left, the placeholders and the create
 * button's label from the screen's catalogue (`form.nameEnPlaceholder`, `form.create`).
 */
export function NameForm<Input extends Named>({ resource, schema, resolver, record, onSubmit, onCancel, children }: NameFormProps<Input>) {
  const t = useResourceTexts(resource);
  const form = useForm<Named, unknown, Input>({
    resolver,
    // Other fields left undefined keep what is stored (an image is replaced only when one is set).
    defaultValues: schemaValues<Named>(schema, record),
  });
  return (
    <DrawerForm form={form} onSubmit={onSubmit} onCancel={onCancel} submitLabel={record ? undefined : t('form.create')}>
      <BilingualNameFields
        form={form}
        max={maxLengthOf(schema, 'name.en')}
        placeholders={{ en: t('form.nameEnPlaceholder'), ar: t('form.nameArPlaceholder') }}
      />
      {children?.(form)}
    </DrawerForm>
  );
}
