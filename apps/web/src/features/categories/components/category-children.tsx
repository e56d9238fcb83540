import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Category } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { MediaThumb } from '../../../components/media-thumb';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';

/** The direct subcategories of a category, each a link to its own page. */
export function CategoryChildren({ items }: { items: Category[] }) {
  const { t } = useTranslation('categories');
  const { locale } = useLocale();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('page.children')} <Text span c="dimmed" fz="sm">({formatNumber(items.length)})</Text>
        </Title>
        {items.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('page.noChildren')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('page.children')}>
            {items.map((child) => (
              <Group key={child.id} component="li" gap="sm" wrap="nowrap">
                <MediaThumb image={child.image} name={child.name[locale]} size={32} icon={IconCategory} />
                <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/categories/$category" params={{ category: String(child.id) }} />} fz="sm" fw={500}>
                  {child.name[locale]}
                </Anchor>
                {child.children_count > 0 && (
                  <Text span fz="xs" c="dimmed">
                    {t('page.childCount', { count: child.children_count, value: formatNumber(child.children_count) })}
                  </Text>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
