import { Badge, Group } from '@mantine/core';
import type { ProductChild } from '@matjar/shared';
import { useLocale } from '../../../lib/i18n/use-locale';

/** A variant's option values as small badges: "Size: L", "Colour: Red". */
export function VariantLabel({ child }: { child: ProductChild }) {
  const { locale } = useLocale();
  return (
    <Group gap={4} wrap="wrap">
      {child.variant.map((pair) => (
        <Badge key={pair.option.en} variant="light" color="gray" tt="none" fw={500}>
          {pair.option[locale]}: {pair.value[locale]}
        </Badge>
      ))}
    </Group>
  );
}
