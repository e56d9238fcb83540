import { Group, Table, Text, TextInput } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { SkeletonRows } from '../../../../components/data-table/data-table-states';
import { MediaThumb } from '../../../../components/media-thumb';
import { DAS_FIELDS, type DasField, type DasRow } from './das-rows';
import type { DasEdits } from './use-das-edits';

interface DasGridProps {
  rows: DasRow[];
  edits: DasEdits;
  loading: boolean;
  dimmed: boolean;
}

/** The quick-edit table: price and stock cells as inputs, changed rows and cells highlighted. */
export function DasGrid({ rows, edits, loading, dimmed }: DasGridProps) {
  const { t } = useTranslation(['products', 'fields']);
  const cell = (row: DasRow, field: DasField) => {
    // A product with variants holds their total stock; it is edited on each variant.
    if (field === 'quantity' && row.hasVariants) {
      return (
        <Text fz="sm" c="dimmed" lh="var(--input-height-xs)" title={t('das.stockFromVariants')}>
          {row.values.quantity}
        </Text>
      );
    }
    const changed = edits.isChanged(row, field);
    return (
      <TextInput
        size="xs"
        dir="ltr"
        inputMode={field === 'quantity' ? 'numeric' : 'decimal'}
        aria-label={`${t(`fields:${field}`)}: ${row.name}`}
        value={edits.valueOf(row, field)}
        onChange={(event) => edits.setCell(row, field, event.currentTarget.value)}
        error={edits.errorOf(row, field)}
        styles={changed ? { input: { borderColor: 'var(--mantine-color-yellow-6)', fontWeight: 600 } } : undefined}
        w={120}
      />
    );
  };
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table aria-label={t('das.title')} aria-busy={loading || dimmed} verticalSpacing={6} horizontalSpacing="md" style={{ opacity: dimmed ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields:name')}</Table.Th>
            <Table.Th w={160}>{t('fields:sku')}</Table.Th>
            {DAS_FIELDS.map((field) => (
              <Table.Th key={field} w={140}>
                {t(`fields:${field}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? (
            <SkeletonRows rows={8} columns={5} />
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id} data-changed={edits.isChanged(row) || undefined} bg={edits.isChanged(row) ? 'var(--mantine-color-yellow-light)' : undefined}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap" ps={row.isVariant ? 'xl' : 0}>
                    <MediaThumb icon={IconPackage} image={row.image} name={row.name} size={row.isVariant ? 24 : 32} />
                    <Text fz="sm" fw={row.isVariant ? 400 : 500} c={row.isVariant ? 'dimmed' : undefined}>
                      {row.name}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td ff="monospace" fz="xs" dir="ltr">
                  {row.sku}
                </Table.Td>
                {DAS_FIELDS.map((field) => (
                  <Table.Td key={field} valign="top">
                    {cell(row, field)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
