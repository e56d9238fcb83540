import { Alert, Anchor, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Address } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatCurrency } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { addressLines } from '../components/address-lines';

interface AddressChoiceProps {
  customerId: number;
  addresses: Address[];
  value: number | null;
  onChange: (id: number) => void;
  currency: string;
  error?: string;
}

/** The customer's addresses as cards, each with the shipping fee of its region today. */
export function AddressChoice({ customerId, addresses, value, onChange, currency, error }: AddressChoiceProps) {
  const { t } = useTranslation('orders');
  const { locale } = useLocale();
  if (addresses.length === 0) {
    return (
      <Alert color="yellow" variant="light">
        {t('create.noAddresses')}{' '}
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/dashboard/customers/$customer/addresess/create" params={{ customer: String(customerId) }} />
          )}
        >
          {t('create.addAddress')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Radio.Group label={t('create.address')} withAsterisk value={value ? String(value) : null} onChange={(id) => onChange(Number(id))} error={error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {addresses.map((address) => (
          <Radio.Card key={address.id} value={String(address.id)} p="sm" radius="md" aria-label={address.title}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2}>
                <Text fz="sm" fw={600}>
                  {address.title} · {address.receiver_name}
                </Text>
                {addressLines(address, locale).map((line) => (
                  <Text key={line} fz="xs" c="dimmed">
                    {line}
                  </Text>
                ))}
                <Text fz="xs" fw={500}>
                  {t('create.fee', { fee: formatCurrency(address.shipment_fees, currency) })}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
