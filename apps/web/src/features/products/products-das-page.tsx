import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { productSorts } from '@matjar/shared';
import { useQueries } from '@tanstack/react-query';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { errorMessage } from '../../lib/api/api-error';
import { useListParams } from '../../components/data-table';
import { DataTableFooter } from '../../components/data-table/data-table-footer';
import { ListError } from '../../components/data-table/data-table-states';
import { SearchInput } from '../../components/data-table/search-input';
import { PageHeader } from '../../components/page-header/page-header';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { notify } from '../../lib/notify';
import { useBulkUpdateProducts } from './api/change-products';
import { productChildrenQueryOptions } from './api/get-product';
import { useResourceRows } from '../../components/resource';
import { PRODUCT_FILTER_KEYS, products as productsResource } from './products-resource';
import { DasGrid } from './components/das/das-grid';
import { dasRows } from './components/das/das-rows';
import { LeaveGuard } from './components/das/leave-guard';
import { useDasEdits } from './components/das/use-das-edits';
import { ProductFilters } from './components/product-filters';

/**
 * /dashboard/products/das (docs/decisions/0005): buying price, selling price and stock of
 * products and their variants edited in a grid, saved together in one call.
 */
export default function ProductsDasPage() {
  usePageTitle('products:das.title');
  const { t } = useTranslation('products');
  const { locale } = useLocale();
  const list = useListParams({ sortFields: productSorts, filterKeys: PRODUCT_FILTER_KEYS, defaultPerPage: 25 });
  const products = useResourceRows(productsResource, list.params);
  const page = useMemo(() => products.data?.data ?? [], [products.data]);
  const withVariants = page.filter((product) => product.variants_count > 0);
  const variants = useQueries({ queries: withVariants.map((product) => productChildrenQueryOptions(product.id)) });
  const variantsById = new Map(withVariants.map((product, i) => [product.id, variants[i]?.data]));
  const rows = dasRows(page, (id) => variantsById.get(id), locale);
  const edits = useDasEdits();
  const bulk = useBulkUpdateProducts();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    setFailure(null);
    const body = edits.validated();
    if (!body) return;
    try {
      const done = await bulk.mutateAsync(body);
      edits.reset();
      notify.success(done.message);
    } catch (error) {
      edits.showServerErrors(error, body);
      setFailure(errorMessage(error));
    }
  };

  const meta = products.data?.meta;
  return (
    <Stack gap="lg">
      <PageHeader title={t('das.title')} description={t('das.description')} />
      <Paper withBorder radius="md">
        <Group gap="sm" p="md" wrap="wrap" align="flex-end">
          <SearchInput value={list.params.search} onSearch={list.setSearch} placeholder={t('search')} />
          <ProductFilters list={list} />
        </Group>
        {products.isError ? (
          <ListError error={products.error} onRetry={products.refetch} />
        ) : (
          <DasGrid rows={rows} edits={edits} loading={products.isPending} dimmed={products.isPlaceholderData} />
        )}
        {meta && page.length > 0 && <DataTableFooter meta={meta} rowCount={page.length} list={list} />}
      </Paper>
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {failure}
        </Alert>
      )}
      <Group
        justify="space-between"
        py="md"
        bg="var(--app-bg)"
        style={{ position: 'sticky', insetBlockEnd: 0, zIndex: 2, borderBlockStart: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text fz="sm" c={edits.changedCount ? undefined : 'dimmed'} aria-live="polite">
          {t('das.changed', { count: edits.changedCount, value: formatNumber(edits.changedCount) })}
        </Text>
        <Group gap="sm">
          <Button variant="default" disabled={!edits.changedCount || bulk.isPending} onClick={edits.reset}>
            {t('das.discard')}
          </Button>
          <Button leftSection={<IconDeviceFloppy size={16} />} disabled={!edits.changedCount} loading={bulk.isPending} onClick={() => void save()}>
            {t('das.save')}
          </Button>
        </Group>
      </Group>
      <LeaveGuard dirty={edits.changedCount > 0} />
    </Stack>
  );
}
