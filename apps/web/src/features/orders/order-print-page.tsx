import { Anchor, Button, Center, Group, Loader, SegmentedControl } from '@mantine/core';
import { orderNumberLabel } from '@matjar/shared';
import { IconArrowBack, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, rootRouteId, useLoaderData, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { RecordError } from '../../components/error-pages/record-error';
import { useLocalCurrency } from '../../components/pickers';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { orderQueryOptions } from './api/get-order';
import type { PrintDoc } from './print/print-doc';
import { PrintSheet } from './print/print-sheet';
import classes from './print/print.module.css';
import { DirectionalIcon } from '../../components/directional-icon/directional-icon';

/**
 * /dashboard/orders/{order}/print?doc=invoice|packing-slip: the document as it prints, on
 * A4 or an 80 mm receipt roll (the spec names no paper choice: the layout follows the
 * paper), in the active language (right to left in Arabic). The toolbar is not printed.
 */
export default function OrderPrintPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const id = Number((useParams({ strict: false }) as { order: string }).order);
  const doc: PrintDoc = (useSearch({ strict: false }) as { doc?: PrintDoc }).doc ?? 'invoice';
  // The store's name until store settings exist: the product name the server announces.
  const storeName = useLoaderData({ from: rootRouteId }).app_name;
  const currency = useLocalCurrency();
  const order = useQuery(orderQueryOptions(id));
  usePageTitle(order.isError ? null : 'orders:print.documentTitle', {
    doc: t(doc === 'invoice' ? 'print.invoice' : 'print.packingSlip'),
    number: order.data ? orderNumberLabel(order.data.number) : '',
  });

  return (
    <div className={classes.screen}>
      <Group className={classes.toolbar} justify="space-between" gap="sm">
        <Anchor
          renderRoot={(props) => <Link {...props} to="/dashboard/orders/$order" params={{ order: String(id) }} />}
          fz="sm"
        >
          <Group gap={4} component="span">
            <DirectionalIcon icon={IconArrowBack} size={16} />
            {t('print.back')}
          </Group>
        </Anchor>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t('print.title')}
            value={doc}
            onChange={(value) =>
              void navigate({ to: '.', search: value === 'packing-slip' ? { doc: 'packing-slip' } : {}, replace: true })
            }
            data={[
              { value: 'invoice', label: t('print.invoice') },
              { value: 'packing-slip', label: t('print.packingSlip') },
            ]}
          />
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!order.data}>
            {t('print.print')}
          </Button>
        </Group>
      </Group>
      {order.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : order.isError ? (
        <RecordError error={order.error} onRetry={order.refetch} />
      ) : (
        <PrintSheet order={order.data} doc={doc} storeName={storeName} currency={currency} />
      )}
    </div>
  );
}
