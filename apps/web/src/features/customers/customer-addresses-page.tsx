import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Address } from '@matjar/shared';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ConfirmDialogOnFirstOpen } from '../../components/confirm-dialog/confirm-dialog-on-first-open';
import { ListEmpty } from '../../components/data-table/data-table-states';
import { useRetained } from '../../components/form-drawer';
import { useLocalCurrency } from '../../components/pickers';
import { formatCurrency } from '../../lib/format';
import { useLocale } from '../../lib/i18n/use-locale';
import { notify } from '../../lib/notify';
import { useCan } from '../../lib/session/use-can';
import { useResourceRecord } from '../../components/resource';
import { useDeleteAddress } from './api/customer-addresses';
import { customers } from './customers-resource';
import { PhoneText } from './components/phone-text';
import { LazyTooltip } from '../../components/deferred/lazy-tooltip';

/** The customer's addresses as cards: where, who receives, the shipping fee that applies today. */
export default function CustomerAddressesPage() {
  const { t } = useTranslation(['customers', 'fields']);
  const { locale } = useLocale();
  const currency = useLocalCurrency();
  const id = Number((useParams({ strict: false }) as { customer: string }).customer);
  const addresses = useResourceRecord(customers, id).data?.addresses ?? [];
  const canUpdate = useCan('customers.update');
  const [deleting, setDeleting] = useState<Address | null>(null);
  const shownDeleting = useRetained(deleting);
  const remove = useDeleteAddress(id);
  const params = { customer: String(id) };

  const addButton = canUpdate && (
    <Button renderRoot={(props) => <Link {...props} to="/dashboard/customers/$customer/addresess/create" params={params} />} leftSection={<IconPlus size={16} />}>
      {t('customers:addresses.add')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="flex-end">{addresses.length > 0 && addButton}</Group>
      {addresses.length === 0 ? (
        <ListEmpty
          searching={false}
          onClearSearch={() => undefined}
          empty={{ title: t('customers:addresses.emptyTitle'), description: t('customers:addresses.emptyText'), action: addButton }}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {addresses.map((address) => (
            <Card key={address.id} withBorder radius="md" padding="lg" data-testid="address-card">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Text fw={600} dir="auto">
                  {address.title}
                </Text>
                {canUpdate && (
                  <Group gap={4} wrap="nowrap">
                    <LazyTooltip label={t('customers:actions.edit')}>
                      <ActionIcon
                        renderRoot={(props) => <Link {...props} to="/dashboard/customers/$customer/addresess/$id" params={{ ...params, id: String(address.id) }} />}
                        variant="subtle"
                        color="gray"
                        aria-label={`${t('customers:actions.edit')}: ${address.title}`}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </LazyTooltip>
                    <LazyTooltip label={t('customers:actions.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => setDeleting(address)}
                        aria-label={`${t('customers:actions.delete')}: ${address.title}`}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </LazyTooltip>
                  </Group>
                )}
              </Group>
              <Stack gap={4} mt="sm" fz="sm">
                <Text fz="sm" dir="auto" data-testid="address-line">
                  {address.line1}
                </Text>
                <Text fz="sm" c="dimmed">
                  {[address.city.name[locale], address.governorate.name[locale], address.country.name[locale]].join(locale === 'ar' ? '، ' : ', ')}
                  {address.zip_code && (
                    <>
                      {' '}
                      <bdi>{address.zip_code}</bdi>
                    </>
                  )}
                </Text>
                <Text fz="sm">
                  {t('fields:receiver_name')}: <bdi>{address.receiver_name}</bdi> · <PhoneText phone={address.mobile} />
                  {address.extra_phone && (
                    <>
                      {' · '}
                      <PhoneText phone={address.extra_phone} />
                    </>
                  )}
                </Text>
                <Text fz="sm" c="dimmed">
                  {t('fields:shipment_fees')}: <bdi>{formatCurrency(address.shipment_fees, currency)}</bdi>
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialogOnFirstOpen
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('customers:addresses.deleteTitle')}
        message={shownDeleting ? t('customers:addresses.deleteMessage', { title: shownDeleting.title }) : ''}
        confirmLabel={t('customers:actions.delete')}
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notify.success(t('customers:addresses.toast.deleted'));
        }}
      />
    </Stack>
  );
}
