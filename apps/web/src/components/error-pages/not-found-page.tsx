import { useTranslation } from '../../lib/i18n/use-translation';
import { StatusPage } from './status-page';

/** `message` is the server's own wording when an API call answered 404 (spec §7 bootstrap). */
export function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={404}
      title={t('errorPages.notFoundTitle')}
      text={message ?? t('errorPages.notFoundText')}
      pageTitleKey="common:errorPages.notFoundTitle"
    />
  );
}
