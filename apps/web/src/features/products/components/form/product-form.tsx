import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Group, Stack } from '@mantine/core';
import { productInput, type Product, type ProductInput } from '@matjar/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef } from 'react';
import { FormProvider, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../../../components/form-drawer';
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

/** Brings the first field with a message (or the form's own message) into view. */
function scrollToFirstError(root: HTMLElement | null) {
  // After the render that shows the messages.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const target = root?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
      target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) target.focus({ preventScroll: true });
    }),
  );
}

/**
 * The full-page product form, in sections, validated with the shared schema; Save and
 * Cancel stay in view at the bottom. A 422 puts each message on its field (dotted keys
 * such as `options.0.values.1.en`) and the page scrolls to the first.
 */
export function ProductForm({ product, onSubmit, onCancel }: ProductFormProps) {
  const { t } = useTranslation(['products', 'table']);
  const root = useRef<HTMLFormElement>(null);
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productInput) as unknown as Resolver<ProductFormValues, unknown, ProductInput>,
    defaultValues: productFormValues(product),
    shouldFocusError: false,
  });
  const { isSubmitting, errors } = form.formState;

  const submit = form.handleSubmit(
    async (input) => {
      try {
        await onSubmit(input);
      } catch (error) {
        showServerError(form as unknown as UseFormReturn<ProductFormValues>, error);
        scrollToFirstError(root.current);
      }
    },
    () => scrollToFirstError(root.current),
  );

  return (
    <FormProvider {...form}>
      <Box component="form" ref={root} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          {errors.root?.server?.message && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" styles={{ message: { whiteSpace: 'pre-line' } }}>
              {errors.root.server.message}
            </Alert>
          )}
          <IdentitySection currentImage={product?.image ?? null} />
          <PricingSection />
          <ClassificationSection />
          <OptionsSection />
          <ContentSection />
          <SeoSection />
        </Stack>
        <Group
          justify="flex-end"
          gap="sm"
          py="md"
          mt="lg"
          bg="var(--app-bg)"
          style={{ position: 'sticky', insetBlockEnd: 0, zIndex: 2, borderBlockStart: '1px solid var(--mantine-color-default-border)' }}
        >
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {t('table:dialog.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {product ? t('table:dialog.save') : t('products:actions.create')}
          </Button>
        </Group>
      </Box>
    </FormProvider>
  );
}
