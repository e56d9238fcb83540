import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import type { CategoryDetail } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useCategoryTree } from '../../../components/pickers';

/** The category's ancestors, top first, each id with its name in the active language. */
function useAncestors(category: CategoryDetail): { id: number; name: string }[] {
  const { locale } = useLocale();
  const tree = useCategoryTree();
  const byId = new Map((tree.data ?? []).map((row) => [row.id, row]));
  const ancestors: { id: number; name: string }[] = [];
  const seen = new Set<number>([category.id]);
  let parentId = category.parent_id;
  while (parentId !== null && !seen.has(parentId)) {
    seen.add(parentId);
    const row = byId.get(parentId);
    // Until the tree loads, the direct parent (sent with the category) stands for the path.
    if (!row) {
      if (parentId === category.parent?.id) ancestors.unshift({ id: parentId, name: category.parent.name[locale] });
      break;
    }
    ancestors.unshift({ id: row.id, name: row.name[locale] });
    parentId = row.parent_id;
  }
  return ancestors;
}

/** Categories › Clothes › Women › this one: every step but the last links to its page. */
export function CategoryBreadcrumbs({ category }: { category: CategoryDetail }) {
  const { t } = useTranslation('categories');
  const { locale } = useLocale();
  const ancestors = useAncestors(category);
  return (
    <Box component="nav" aria-label={t('page.breadcrumbs')}>
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        <Anchor component={Link} to="/dashboard/categories" fz="sm">
          {t('title')}
        </Anchor>
        {ancestors.map((ancestor) => (
          <Anchor key={ancestor.id} renderRoot={(props) => <Link {...props} to="/dashboard/categories/$category" params={{ category: String(ancestor.id) }} />} fz="sm">
            {ancestor.name}
          </Anchor>
        ))}
        <Text fz="sm" c="dimmed" aria-current="page">
          {category.name[locale]}
        </Text>
      </Breadcrumbs>
    </Box>
  );
}
