import { couponSorts } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { IconEye, IconEyeOff, IconPencil } from '@tabler/icons-react';
import { RowAction } from '../../components/data-table';
import { activeIntent, ResourceListPage, useResourceList, useSetActive } from '../../components/resource';
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
      rowActions={(coupon, { name, history, remove, confirm }) => (
        <>
          <RowAction
            label={t(can.update ? 'actions.edit' : 'actions.open')}
            rowName={name}
            icon={can.update ? IconPencil : IconEye}
            renderRoot={(props) => <Link {...props} to="/dashboard/coupons/$coupon" params={{ coupon: String(coupon.id) }} />}
          />
          {can.update && (
            <RowAction
              label={t(coupon.is_active ? 'actions.disable' : 'actions.enable')}
              rowName={name}
              icon={coupon.is_active ? IconEyeOff : IconEye}
              color={coupon.is_active ? 'orange' : 'teal'}
              onClick={() => confirm(activeIntent({ id: coupon.id, active: coupon.is_active }, setActive))}
            />
          )}
          {history()}
          {/* A used coupon stays: its orders keep pointing at it (spec §4). */}
          {remove({ disabledReason: coupon.has_orders ? t('flags.usedHint') : undefined })}
        </>
      )}
    />
  );
}
