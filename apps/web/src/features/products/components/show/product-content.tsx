import { Badge, Group, List, Table, Text } from '@mantine/core';
import type { Product } from '@matjar/shared';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useLocale } from '../../../../lib/i18n/use-locale';
import { BilingualText } from './bilingual-text';
import { ShowBlock } from './show-block';

/** Highlights, specifications and sections: the product page's descriptive parts. */
export function ProductContent({ product }: { product: Product }) {
  const { t } = useTranslation(['products', 'fields']);
  const { locale } = useLocale();
  return (
    <>
      {product.highlights.length > 0 && (
        <ShowBlock title={t('fields:highlights')}>
          <List size="sm" spacing={4}>
            {product.highlights.map((highlight, i) => (
              <List.Item key={i}>
                <BilingualText value={highlight} />
              </List.Item>
            ))}
          </List>
        </ShowBlock>
      )}
      {product.specs.length > 0 && (
        <ShowBlock title={t('fields:specs')}>
          <Table withTableBorder withColumnBorders fz="sm">
            <Table.Tbody>
              {product.specs.map((spec, i) => (
                <Table.Tr key={i}>
                  <Table.Th w="35%">{spec.key[locale]}</Table.Th>
                  <Table.Td>{spec.value[locale]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ShowBlock>
      )}
      {product.sections.map((section, i) => (
        <ShowBlock key={i} title={section.title[locale]}>
          {section.display_type === 'list' ? (
            <List size="sm" spacing={4}>
              {section.items.map((item, j) => (
                <List.Item key={j}>{item.value[locale]}</List.Item>
              ))}
            </List>
          ) : (
            <Table withTableBorder withColumnBorders fz="sm">
              <Table.Tbody>
                {section.items.map((item, j) => (
                  <Table.Tr key={j}>
                    <Table.Th w="35%">{item.key?.[locale]}</Table.Th>
                    <Table.Td>{item.value[locale]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </ShowBlock>
      ))}
      <ShowBlock title={t('form.sections.seo')}>
        {(['en', 'ar'] as const).map((lang) => (
          <Group key={lang} gap={6} wrap="wrap">
            <Text fz="xs" c="dimmed" fw={600}>
              {t(`fields:seo_keywords.${lang}`)}:
            </Text>
            {product.seo_keywords[lang].map((word) => (
              <Badge key={word} variant="outline" color="gray" tt="none" fw={500}>
                {word}
              </Badge>
            ))}
          </Group>
        ))}
        <BilingualText value={product.meta_description} />
      </ShowBlock>
    </>
  );
}
