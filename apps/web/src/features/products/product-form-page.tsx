import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PageHeader } from '../../components/page-header/page-header';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { notify } from '../../lib/notify';
import { productQueryOptions } from './api/get-product';
import { useSaveProduct } from './api/save-product';
import { ProductForm } from './components/form/product-form';
import { useRemoveVariantsConfirm } from './components/form/remove-variants-confirm';

/** `/dashboard/products/create` and `/dashboard/products/{id}`: one module for both. */
export default function ProductFormPage() {
  const { product } = useParams({ strict: false }) as { product?: string };
  return product === undefined ? <CreateProduct /> : <EditProduct id={Number(product)} />;
}

function CreateProduct() {
  usePageTitle('products:form.createTitle');
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const save = useSaveProduct();
  return (
    <Stack gap="lg">
      <PageHeader title={t('form.createTitle')} description={t('form.description')} />
      <ProductForm
        onCancel={() => void navigate({ to: '/dashboard/products' })}
        onSubmit={async (input) => {
          const created = await save.mutateAsync({ input });
          notify.success(t('toast.created'));
          // A product with options goes on to its variants, to give them their prices and stock.
          if (created.variants_count > 0) await navigate({ to: '/dashboard/products/$product/children', params: { product: String(created.id) } });
          else await navigate({ to: '/dashboard/products' });
        }}
      />
    </Stack>
  );
}

function EditProduct({ id }: { id: number }) {
  usePageTitle('products:form.editTitle');
  const { t } = useTranslation('products');
  const { locale } = useLocale();
  const navigate = useNavigate();
  // The route's loader fetched it.
  const product = useSuspenseQuery(productQueryOptions(id));
  const save = useSaveProduct();
  const removal = useRemoveVariantsConfirm();
  return (
    <Stack gap="lg">
      <PageHeader title={t('form.editTitle')} description={<bdi>{product.data.name[locale]}</bdi>} />
      <ProductForm
        key={product.data.id}
        product={product.data}
        onCancel={() => void navigate({ to: '/dashboard/products' })}
        onSubmit={async (input) => {
          // Every option removed from a product with variants removes them all: ask, and say so to the API.
          const removesAll = product.data.variants_count > 0 && input.options.length === 0;
          if (removesAll && !(await removal.ask())) return;
          await save.mutateAsync({ id, input: removesAll ? { ...input, confirm_remove_all: true } : input });
          notify.success(t('toast.updated'));
          await navigate({ to: '/dashboard/products' });
        }}
      />
      {removal.dialog}
    </Stack>
  );
}
