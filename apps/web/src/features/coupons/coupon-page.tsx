import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PageHeader } from '../../components/page-header/page-header';
import { CreateRecordPage, resourceRecordOptions, useSaveResource } from '../../components/resource';
import { useCan } from '../../lib/session/use-can';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { notify } from '../../lib/notify';
import { CouponForm } from './components/coupon-form';
import { CouponUsages } from './components/coupon-usages';
import { coupons } from './coupons-resource';

/** `/dashboard/coupons/create`, and `/dashboard/coupons/{id}`: the coupon's form beside its uses. */
export default function CouponPage() {
  const { coupon } = useParams({ strict: false }) as { coupon?: string };
  return coupon === undefined ? <CreateCoupon /> : <EditCoupon id={Number(coupon)} />;
}

function CreateCoupon() {
  const navigate = useNavigate();
  return (
    <CreateRecordPage
      namespace="coupons"
      resource={coupons}
      back={() => navigate({ to: '/dashboard/coupons' })}
      renderForm={(props) => <CouponForm {...props} />}
    />
  );
}

function EditCoupon({ id }: { id: number }) {
  usePageTitle('coupons:form.editTitle');
  const { t } = useTranslation('coupons');
  const navigate = useNavigate();
  const mayEdit = useCan('coupon.update');
  // The route's loader read it.
  const coupon = useSuspenseQuery(resourceRecordOptions(coupons, id));
  const save = useSaveResource(coupons);
  const back = () => navigate({ to: '/dashboard/coupons' });
  return (
    <Stack gap="lg">
      <PageHeader title={t(mayEdit ? 'form.editTitle' : 'form.showTitle')} description={<bdi dir="ltr">{coupon.data.code}</bdi>} />
      <CouponForm
        key={coupon.data.updated_at}
        coupon={coupon.data}
        readOnly={!mayEdit}
        onCancel={() => void back()}
        onSubmit={async (input) => {
          await save.mutateAsync({ id, input });
          notify.success(t('toast.updated'));
          await back();
        }}
      />
      <CouponUsages couponId={id} />
    </Stack>
  );
}
