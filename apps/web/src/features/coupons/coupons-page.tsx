import { couponSorts } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { RowAction } from '../../components/data-table';
import { ActiveRowAction, ResourceListPage, useResourceList, useSetActive } from '../../components/resource';
import { useLocale } from '../../lib/i18n/use-locale';
import { useCouponColumns } from './components/use-coupon-columns';
import { coupons } from './coupons-resource';

/** /dashboard/coupons: the store's coupon codes, how often each was used, and which ones orders used. */
export default function CouponsPage() {
  const page = useResourceList(coupons, { sortFields: couponSorts });
  const { t, can } = page;
  const { locale } = useLocale();
  const setActive = useSetActive(coupons).mutateAsync;

  return (
    <ResourceListPage
      page={page}
      columns={useCouponColumns()}
      nameOf={(coupon) => `${coupon.code} · ${coupon.name[locale]}`}
      minWidth={900}
      createLink={(props) => <Link {...props} to="/dashboard/coupons/create" />}
      rowActionsShown
      rowActions={(coupon, tools) => (
        <>
          <RowAction
            label={t(can.update ? 'actions.edit' : 'actions.open')}
            rowName={tools.name}
            icon={can.update ? IconPencil : IconEye}
            renderRoot={(props) => <Link {...props} to="/dashboard/coupons/$coupon" params={{ coupon: String(coupon.id) }} />}
          />
          {can.update && <ActiveRowAction record={coupon} tools={tools} setActive={setActive} />}
          {tools.history()}
          {/* A used coupon stays: its orders keep pointing at it (spec §4). */}
          {tools.remove({ disabledReason: coupon.has_orders ? t('flags.usedHint') : undefined })}
        </>
      )}
    />
  );
}
