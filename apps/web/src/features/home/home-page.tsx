import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { can, type Home, type HomePeriod } from '@matjar/shared';
import { IconArrowRight, IconBox, IconCategory, IconCoin, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import type { NavItem } from '../../layouts/dashboard-layout/nav-types';
import { DirectionalIcon } from '../../components/directional-icon/directional-icon';
import { useLocalCurrency } from '../../components/pickers/use-local-currency';
import { useAfterFirstScreen } from '../../lib/after-first-screen';
import { formatDate } from '../../lib/format';
import { RichText } from '../../lib/i18n/rich-text';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCurrentUser } from '../../lib/session/current-user';
import { HomeKpis } from './home-kpis';
import { LatestOrders, LowStock, OpenTickets, OrdersByStatus, TopProducts } from './home-panels';
import { DEFAULT_PERIOD, homeQueryOptions, homeSearch, PERIODS } from './home-query';
import classes from './home-page.module.css';

// The charts' code (Recharts) is the largest part of the home: it comes after the figures.
const HomeSalesChart = lazy(() => import('./home-sales-chart'));

/**
 * /dashboard: the store at a glance for the period in the URL (`?period=today|7d|30d`): its
 * figures, twelve months of sales, orders by status, the latest orders, low stock, the top
 * products and open tickets, each part only for a user allowed to see it (the API sends
 * null otherwise). A new store shows its first steps instead of zeros; a user who may see
 * none of it, the sections they may open.
 */
export function HomePage({ sections }: { sections: readonly NavItem[] }) {
  const { t } = useTranslation('home');
  usePageTitle('home:pageTitle');
  const user = useCurrentUser();
  const period = homeSearch(useSearch({ strict: false })).period ?? DEFAULT_PERIOD;
  const home = useQuery(homeQueryOptions(period));
  const currency = useLocalCurrency();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            <RichText t={t} i18nKey="greeting" values={{ name: user?.username ?? '' }} tags={{ bdi: <bdi /> }} />
          </Title>
          <Text c="dimmed" mt={4}>
            {t('today', { date: formatDate(new Date()) })}
          </Text>
        </div>
        {home.data && !home.data.is_new_store && home.data.kpis && <PeriodSwitch period={period} />}
      </Group>
      {home.isSuccess ? (
        <HomeParts home={home.data} currency={currency} sections={sections} />
      ) : home.isError ? (
        <Card p="lg" role="alert">
          <Text mb="sm">{t('loadError')}</Text>
          <Button variant="default" onClick={() => void home.refetch()}>
            {t('retry')}
          </Button>
        </Card>
      ) : (
        <div className={classes.chartSlot} aria-busy />
      )}
    </Stack>
  );
}

/** Today, 7 days, 30 days: links, so the period is in the URL and the browser's back button returns to the last one. */
function PeriodSwitch({ period }: { period: HomePeriod }) {
  const { t } = useTranslation('home');
  return (
    <Group gap={4} role="group" aria-label={t('period.label')}>
      {PERIODS.map((value) => (
        <Button
          key={value}
          size="xs"
          variant={value === period ? 'filled' : 'default'}
          aria-current={value === period ? 'true' : undefined}
          renderRoot={(props) => <Link {...props} to="/dashboard" search={{ period: value }} replace />}
        >
          {t(`period.${value}`)}
        </Button>
      ))}
    </Group>
  );
}

function HomeParts({ home, currency, sections }: { home: Home; currency: string; sections: readonly NavItem[] }) {
  const user = useCurrentUser();
  const afterFigures = useAfterFirstScreen();
  if (home.is_new_store) return <FirstSteps />;
  const panels = [
    home.orders_by_status && <OrdersByStatus key="status" rows={home.orders_by_status} />,
    home.latest_orders && <LatestOrders key="latest" rows={home.latest_orders} currency={currency} />,
    home.low_stock && <LowStock key="stock" stock={home.low_stock} toReport={can(user, 'reports.product_aut_of_stouk')} />,
    home.top_products && <TopProducts key="top" rows={home.top_products} />,
    home.open_tickets && <OpenTickets key="tickets" tickets={home.open_tickets} />,
  ].filter(Boolean);
  if (!home.kpis && !home.monthly_sales && panels.length === 0) return <Sections sections={sections} />;
  return (
    <>
      {home.kpis && <HomeKpis kpis={home.kpis} period={home.period} currency={currency} />}
      {home.monthly_sales && (
        <ChartCard>
          {afterFigures && (
            <Suspense fallback={null}>
              <HomeSalesChart points={home.monthly_sales} currency={currency} />
            </Suspense>
          )}
        </ChartCard>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {panels}
      </SimpleGrid>
    </>
  );
}

function ChartCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <Card p="lg" component="section" aria-labelledby="home-sales-title">
      <Title order={2} fz="md" mb="sm" id="home-sales-title">
        {t('chart.title')}
      </Title>
      <div className={classes.chartSlot}>{children}</div>
    </Card>
  );
}

const FIRST_STEPS = [
  { key: 'product', to: '/dashboard/products/create', icon: IconBox },
  { key: 'categories', to: '/dashboard/categories', icon: IconCategory },
  { key: 'currency', to: '/dashboard/currency', icon: IconCoin },
  { key: 'order', to: '/dashboard/orders/create', icon: IconReceipt },
] as const;

/** A store with no product and no order yet: what to do first, rather than a page of zeros. */
function FirstSteps() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  const permissions = { product: 'products.create', categories: 'categories.view', currency: 'currencies.view', order: 'orders.create' } as const;
  const steps = FIRST_STEPS.filter((step) => can(user, permissions[step.key]));
  return (
    <Stack gap="sm" component="section" aria-labelledby="first-steps-title">
      <div>
        <Title order={2} fz="lg" id="first-steps-title">
          {t('firstSteps.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('firstSteps.hint')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {steps.map((step, index) => (
          <Card key={step.key} component={Link} to={step.to} p="lg" className={classes.card}>
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" variant="light">
                <step.icon size={22} stroke={1.6} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{t(`firstSteps.${step.key}.title`, { step: index + 1 })}</Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {t(`firstSteps.${step.key}.description`)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Nothing of the home to show: the sections the user may open. */
function Sections({ sections }: { sections: readonly NavItem[] }) {
  const { t } = useTranslation('home');
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} fz="lg">
          {t('sectionsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sectionsHint')}
        </Text>
      </div>
      {sections.length === 0 ? (
        <Card p="lg">
          <Text c="dimmed">{t('noSections')}</Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {sections.map((item) => (
            <SectionCard key={item.key} item={item} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function SectionCard({ item }: { item: NavItem }) {
  const { t } = useTranslation('layout');
  const Icon = item.icon;
  return (
    <Card component={Link} to={item.to} p="lg" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light">
          <Icon size={24} stroke={1.6} />
        </ThemeIcon>
        <DirectionalIcon icon={IconArrowRight} size={18} className={classes.arrow} />
      </Group>
      <Text fw={600} mt="md">
        {t(item.label)}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {t(item.description)}
      </Text>
    </Card>
  );
}
