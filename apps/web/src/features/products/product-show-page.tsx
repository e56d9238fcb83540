import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { mediaUrl } from '@matjar/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { IconArrowBackUp, IconHierarchy2, IconPencil, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useCan } from '../../lib/session/use-can';
import { productChildrenQueryOptions, productQueryOptions } from './api/get-product';
import { BilingualText } from './components/show/bilingual-text';
import { ProductContent } from './components/show/product-content';
import { ProductFacts } from './components/show/product-facts';
import { ProductVariantsTable } from './components/show/product-variants-table';
import classes from './components/show/product-show.module.css';
import { ShowBlock } from './components/show/show-block';
import { DirectionalIcon } from '../../components/directional-icon/directional-icon';

/** /dashboard/products/{id}/show: everything about a product, read-only, laid out to print on A4. */
export default function ProductShowPage() {
  usePageTitle('products:show.title');
  const { t } = useTranslation(['products', 'fields']);
  const { locale } = useLocale();
  const id = Number(useParams({ strict: false }).product);
  const product = useSuspenseQuery(productQueryOptions(id)).data;
  const variants = useSuspenseQuery(productChildrenQueryOptions(id)).data;
  const canEdit = useCan('products.update');
  const params = { product: String(id) };
  const other = locale === 'ar' ? 'en' : 'ar';

  return (
    <Stack gap="lg">
      <Group justify="space-between" className={classes.noPrint}>
        <Button variant="default" leftSection={<DirectionalIcon icon={IconArrowBackUp} size={16} />} renderRoot={(props) => <Link {...props} to="/dashboard/products" />}>
          {t('actions.backToList')}
        </Button>
        <Group gap="xs">
          {variants.length > 0 && (
            <Button variant="default" leftSection={<IconHierarchy2 size={16} />} renderRoot={(props) => <Link {...props} to="/dashboard/products/$product/children" params={params} />}>
              {t('actions.variants')}
            </Button>
          )}
          {canEdit && (
            <Button variant="default" leftSection={<IconPencil size={16} />} renderRoot={(props) => <Link {...props} to="/dashboard/products/$product" params={params} />}>
              {t('actions.edit')}
            </Button>
          )}
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {t('show.print')}
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="md" p="xl" className={classes.sheet}>
        <Stack gap="xl">
          <Group align="flex-start" gap="lg" wrap="nowrap" className={classes.block}>
            {product.image && <Image src={mediaUrl(product.image, '200x200')} alt={product.name[locale]} w={120} h={120} fit="contain" radius="sm" />}
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Title order={1} fz={26}>
                {product.name[locale]}
              </Title>
              <Text c="dimmed">
                <bdi lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
                  {product.name[other]}
                </bdi>
              </Text>
            </Stack>
          </Group>
          <ProductFacts product={product} />
          <ShowBlock title={t('fields:description')}>
            <BilingualText value={product.description} />
          </ShowBlock>
          <ProductContent product={product} />
          {variants.length > 0 && (
            <ShowBlock title={t('show.variants', { count: variants.length })}>
              <ProductVariantsTable variants={variants} />
            </ShowBlock>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
