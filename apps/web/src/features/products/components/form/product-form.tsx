import { productInput, type Product, type ProductInput } from '@matjar/shared';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '../../../../components/form-drawer/schema-values';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { PageForm } from '../../../../components/form-drawer/page-form';
import { ClassificationSection } from './classification-section';
import { ContentSection } from './content-section';
import { IdentitySection } from './identity-section';
import { OptionsSection } from './options-section';
import { PricingSection } from './pricing-section';
import { productFormValues, type ProductFormValues } from './product-form-values';
import { SeoSection } from './seo-section';

interface ProductFormProps {
  /** The product being edited; a new one when absent. */
  product?: Product;
  onSubmit: (input: ProductInput) => Promise<unknown>;
  onCancel: () => void;
}

/** The full-page product form, in sections, validated with the shared schema. */
export function ProductForm({ product, onSubmit, onCancel }: ProductFormProps) {
  const { t } = useTranslation('products');
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: schemaResolver(productInput),
    defaultValues: productFormValues(product),
    shouldFocusError: false,
  });

  return (
    <PageForm form={form} onSubmit={onSubmit} onCancel={onCancel} submitLabel={product ? undefined : t('actions.create')}>
      <IdentitySection currentImage={product?.image ?? null} />
      <PricingSection />
      <ClassificationSection />
      <OptionsSection />
      <ContentSection />
      <SeoSection />
    </PageForm>
  );
}
