import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PageHeader } from '../../components/page-header/page-header';
import { CreateRecordPage, resourceRecordOptions, useSaveResource } from '../../components/resource';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { notify } from '../../lib/notify';
import { OfferForm } from './components/offer-form';
import { offers } from './offers-resource';

/** `/dashboard/offers/create` and `/dashboard/offers/{id}`: one page for both. */
export default function OfferFormPage() {
  const { offer } = useParams({ strict: false }) as { offer?: string };
  return offer === undefined ? <CreateOffer /> : <EditOffer id={Number(offer)} />;
}

function CreateOffer() {
  const navigate = useNavigate();
  return (
    <CreateRecordPage
      namespace="offers"
      resource={offers}
      back={() => navigate({ to: '/dashboard/offers' })}
      renderForm={(props) => <OfferForm {...props} />}
    />
  );
}

function EditOffer({ id }: { id: number }) {
  usePageTitle('offers:form.editTitle');
  const { t } = useTranslation('offers');
  const { locale } = useLocale();
  const navigate = useNavigate();
  // The route's loader read it.
  const offer = useSuspenseQuery(resourceRecordOptions(offers, id));
  const save = useSaveResource(offers);
  const back = () => navigate({ to: '/dashboard/offers' });
  return (
    <Stack gap="lg">
      <PageHeader title={t('form.editTitle')} description={<bdi>{offer.data.title[locale]}</bdi>} />
      <OfferForm
        key={offer.data.updated_at}
        offer={offer.data}
        onCancel={() => void back()}
        onSubmit={async (input) => {
          await save.mutateAsync({ id, input });
          notify.success(t('toast.updated'));
          await back();
        }}
      />
    </Stack>
  );
}
