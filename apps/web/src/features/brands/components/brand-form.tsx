import { brandInput, type Brand, type BrandInput } from '@matjar/shared';
import { schemaResolver } from '../../../components/form-drawer/schema-values';
import { ImageField } from '../../../components/image-input';
import { NameForm } from '../../../components/resource/name-form';
import type { RecordFormProps } from '../../../components/resource/resource-form-drawer';
import { brands } from '../brands-resource';

/** A brand's name in both languages and its logo (230×72 recommended, spec §5). */
export function BrandForm(props: RecordFormProps<Brand, BrandInput>) {
  return (
    <NameForm {...props} resource={brands} schema={brandInput} resolver={schemaResolver(brandInput)}>
      {(form) => <ImageField form={form} use="brand" current={props.record?.image} />}
    </NameForm>
  );
}
