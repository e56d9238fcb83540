import { unitInput, unitSorts } from '@matjar/shared';
import { ResourceListPage, useResourceList } from '../../components/resource';
import { NameForm } from '../../components/resource/name-form';
import { useLocalName } from '../../lib/i18n/use-local-name';
import { useUnitColumns } from './components/use-unit-columns';
import { units } from './units-resource';

/** /dashboard/units: units of measure, each with its history of changes. */
export default function UnitsPage() {
  const page = useResourceList(units, { sortFields: unitSorts });
  return (
    <ResourceListPage
      page={page}
      columns={useUnitColumns()}
      nameOf={useLocalName()}
      form={(props) => <NameForm {...props} resource={units} schema={unitInput} />}
    />
  );
}
