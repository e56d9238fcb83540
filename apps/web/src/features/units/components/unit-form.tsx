import { unitInput, type Unit, type UnitInput } from '@matjar/shared';
import { schemaResolver } from '../../../components/form-drawer/schema-values';
import { NameForm } from '../../../components/resource/name-form';
import type { RecordFormProps } from '../../../components/resource/resource-form-drawer';
import { units } from '../units-resource';

export function UnitForm(props: RecordFormProps<Unit, UnitInput>) {
  return <NameForm {...props} resource={units} schema={unitInput} resolver={schemaResolver(unitInput)} />;
}
