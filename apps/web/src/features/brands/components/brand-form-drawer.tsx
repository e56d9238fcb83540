import type { Brand, BrandInput } from '@matjar/shared';
import { RecordFormDrawer, type DialogState } from '../../../components/form-drawer';
import { useBrand } from '../api/get-brands';
import { useSaveBrand } from '../api/save-brand';
import type { BrandDialog } from './brand-dialogs';
import { BrandForm } from './brand-form';

/** `?action=create` and `?action=edit&id=5`, each only for a user allowed to do it. */
export function BrandFormDrawer({ dialog }: { dialog: DialogState<BrandDialog> }) {
  const save = useSaveBrand();
  return (
    <RecordFormDrawer<Brand, BrandInput> dialog={dialog} area="brands" useRecord={useBrand} save={(input, id) => save.mutateAsync({ id, input })}>
      {({ record, ...form }) => <BrandForm brand={record} {...form} />}
    </RecordFormDrawer>
  );
}
