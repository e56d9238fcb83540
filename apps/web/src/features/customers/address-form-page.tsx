import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { notify } from '../../lib/notify';
import { useResourceRecord } from '../../components/resource';
import { useSaveAddress } from './api/customer-addresses';
import { customers } from './customers-resource';
import { AddressForm } from './components/address-form';

/** /dashboard/customers/{customer}/addresess/create and /addresess/{id} (the spec's spelling). */
export default function AddressFormPage() {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { customer: string; id?: string };
  const customerId = Number(params.customer);
  const addressId = params.id ? Number(params.id) : null;
  const customer = useResourceRecord(customers, customerId);
  const save = useSaveAddress(customerId);
  const address = addressId === null ? undefined : customer.data?.addresses.find((row) => row.id === addressId);
  const back = () =>
    void navigate({ to: '/dashboard/customers/$customer/addresess', params: { customer: String(customerId) } });

  if (addressId !== null && customer.data && !address) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('addresses.notFound')}
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md">
      <Stack gap={0}>
        <Title order={3} px="lg" pt="lg">
          {t(address ? 'addresses.editTitle' : 'addresses.createTitle')}
        </Title>
        {(addressId === null || address) && (
          <AddressForm
            key={address?.id ?? 'new'}
            address={address}
            onCancel={back}
            onSubmit={async (input) => {
              await save.mutateAsync(input);
              notify.success(t(address ? 'addresses.toast.updated' : 'addresses.toast.created'));
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
