import { brandInput, brandSorts } from '@matjar/shared';
import { ImageField } from '../../components/image-input';
import { ResourceListPage, useResourceList } from '../../components/resource';
import { NameForm } from '../../components/resource/name-form';
import { useLocalName } from '../../lib/i18n/use-local-name';
import { brands } from './brands-resource';
import { useBrandColumns } from './components/use-brand-columns';

/** /dashboard/brands: the store's brands with their logos. */
export default function BrandsPage() {
  const page = useResourceList(brands, { sortFields: brandSorts });
  return (
    <ResourceListPage
      page={page}
      columns={useBrandColumns()}
      nameOf={useLocalName()}
      // A brand's name in both languages and its logo (230×72 recommended, spec §5).
      form={(props) => (
        <NameForm {...props} resource={brands} schema={brandInput}>
          {(form) => <ImageField form={form} use="brand" current={props.record?.image} />}
        </NameForm>
      )}
    />
  );
}
