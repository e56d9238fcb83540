import { useTranslation } from '../../lib/i18n/use-translation';
import { StatusPage } from './status-page';

/** The generic error screen: the status code (500 unless known) and what went wrong. */
export function ErrorPage({ status = 500, message }: { status?: number; message?: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={status}
      title={t('errorPages.errorTitle')}
      text={message ?? t('errorPages.errorText')}
      pageTitleKey="common:errorPages.pageTitle"
    />
  );
}
