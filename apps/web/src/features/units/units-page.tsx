import { unitSorts } from '@matjar/shared';
import { onFirstRender } from '../../components/deferred/on-first-render';
import { ResourceListPage, useResourceList } from '../../components/resource';
import { useLocalName } from '../../lib/i18n/use-local-name';
import { useUnitColumns } from './components/use-unit-columns';
import { units } from './units-resource';

const UnitForm = onFirstRender(() => import('./components/unit-form').then((module) => module.UnitForm));

/** /dashboard/units: units of measure, each with its history of changes. */
export default function UnitsPage() {
  const page = useResourceList(units, { sortFields: unitSorts });
  return (
    <ResourceListPage
      page={page}
      columns={useUnitColumns()}
      nameOf={useLocalName()}
      form={(props) => <UnitForm {...props} />}
    />
  );
}
