import { brandSorts } from '@matjar/shared';
import { onFirstRender } from '../../components/deferred/on-first-render';
import { ResourceListPage, useResourceList } from '../../components/resource';
import { useLocalName } from '../../lib/i18n/use-local-name';
import { brands } from './brands-resource';
import { useBrandColumns } from './components/use-brand-columns';

const BrandForm = onFirstRender(() => import('./components/brand-form').then((module) => module.BrandForm));

/** /dashboard/brands: the store's brands with their logos. */
export default function BrandsPage() {
  const page = useResourceList(brands, { sortFields: brandSorts });
  return (
    <ResourceListPage
      page={page}
      columns={useBrandColumns()}
      nameOf={useLocalName()}
      form={(props) => <BrandForm {...props} />}
    />
  );
}
