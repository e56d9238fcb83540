import { offerSorts } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { IconPencil } from '@tabler/icons-react';
import { RowAction, filtersOnFirstUse } from '../../components/data-table';
import { ActiveRowAction, ResourceListPage, useResourceList, useSetActive } from '../../components/resource';
import { useLocale } from '../../lib/i18n/use-locale';
import { useOfferColumns } from './components/use-offer-columns';
import { OFFER_FILTER_KEYS, offers } from './offers-resource';

const OfferFilters = filtersOnFirstUse(() => import('./components/offer-filters').then((module) => module.OfferFilters));

/** /dashboard/offers: offers and flash sales, their state today, and which ones orders used. */
export default function OffersPage() {
  const page = useResourceList(offers, { sortFields: offerSorts, filterKeys: OFFER_FILTER_KEYS });
  const { t, can } = page;
  const { locale } = useLocale();
  const setActive = useSetActive(offers).mutateAsync;

  return (
    <ResourceListPage
      page={page}
      columns={useOfferColumns()}
      nameOf={(offer) => offer.title[locale]}
      filters={(state) => <OfferFilters list={state} />}
      minWidth={900}
      createLink={(props) => <Link {...props} to="/dashboard/offers/create" />}
      rowActionsShown={can.update || can.delete || can.history}
      rowActions={(offer, tools) => (
        <>
          {can.update && (
            <RowAction
              label={t('actions.edit')}
              rowName={tools.name}
              icon={IconPencil}
              renderRoot={(props) => <Link {...props} to="/dashboard/offers/$offer" params={{ offer: String(offer.id) }} />}
            />
          )}
          {can.update && <ActiveRowAction record={offer} tools={tools} setActive={setActive} />}
          {tools.history()}
          {/* An offer orders used stays: the orders keep pointing at it (spec §4). */}
          {tools.remove({ disabledReason: offer.has_orders ? t('flags.usedHint') : undefined })}
        </>
      )}
    />
  );
}
