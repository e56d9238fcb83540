import { Alert, Anchor, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { orderNumberLabel } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { errorMessage } from '../../../lib/api/api-error';
import { useLocalCurrency } from '../../../components/pickers';
import { formatCurrency, formatDateTime, formatNumber } from '../../../lib/format';
import { useCouponUsages } from '../api/coupon-usages';

/** The coupon's uses: which customer, which order (a link to it) and its total, and when. */
export function CouponUsages({ couponId }: { couponId: number }) {
  const { t } = useTranslation('coupons');
  const currency = useLocalCurrency();
  const usages = useCouponUsages(couponId);
  const rows = usages.data ?? [];

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="coupon-usages">
      <Stack gap="md">
        <Title order={2} fz="md" id="coupon-usages">
          {t('usages.title')} {usages.data && <Text span c="dimmed" fz="sm">({formatNumber(rows.length)})</Text>}
        </Title>
        {usages.isPending && <Loader size="sm" aria-label={t('usages.loading')} />}
        {usages.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(usages.error)}
          </Alert>
        )}
        {usages.data && rows.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('usages.empty')}
          </Text>
        )}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={480} type="native">
            <Table verticalSpacing="xs" aria-labelledby="coupon-usages">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('usages.customer')}</Table.Th>
                  <Table.Th>{t('usages.order')}</Table.Th>
                  <Table.Th>{t('usages.when')}</Table.Th>
                  <Table.Th ta="end">{t('usages.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((usage) => (
                  <Table.Tr key={usage.order.id}>
                    <Table.Td>
                      <bdi>{usage.customer.name}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        fz="sm"
                        dir="ltr"
                        renderRoot={(props) => <Link {...props} to="/dashboard/orders/$order" params={{ order: String(usage.order.id) }} />}
                      >
                        {usage.order.number === null ? usage.order.code : orderNumberLabel(usage.order.number)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td fz="sm">{formatDateTime(usage.used_at)}</Table.Td>
                    <Table.Td ta="end" fz="sm">
                      <bdi>{formatCurrency(usage.order.total, currency)}</bdi>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
