import { Anchor, Skeleton, Text } from '@mantine/core';
import type { Country, Governorate } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/i18n/use-locale';
import { PageBreadcrumbs } from '../../../components/page-header/page-breadcrumbs';

interface PlaceBreadcrumbsProps {
  country?: Country;
  governorate?: Governorate;
  /** True while the names above are still loading. */
  loading: boolean;
}

/** Countries › Egypt › Cairo: each level above the current one is a link back to its list. */
export function PlaceBreadcrumbs({ country, governorate, loading }: PlaceBreadcrumbsProps) {
  const { t } = useTranslation('places');
  const { locale } = useLocale();
  const crumb = <Skeleton height={12} width={80} />;
  return (
    <nav aria-label={t('breadcrumbs')}>
      <PageBreadcrumbs>
      <Anchor component={Link} to="/dashboard/countries" fz="sm">
        {t('countries.title')}
      </Anchor>
      {loading && !country ? (
        crumb
      ) : country && governorate ? (
        <Anchor
          renderRoot={(props) => <Link {...props} to="/dashboard/countries/$country/governorates" params={{ country: String(country.id) }} />}
          fz="sm"
        >
          {country.name[locale]}
        </Anchor>
      ) : (
        country && (
          <Text span fz="sm" aria-current="page">
            {country.name[locale]}
          </Text>
        )
      )}
      {governorate && (
        <Text span fz="sm" aria-current="page">
          {governorate.name[locale]}
        </Text>
      )}
      </PageBreadcrumbs>
    </nav>
  );
}
