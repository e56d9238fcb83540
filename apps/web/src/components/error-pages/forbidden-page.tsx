import { useTranslation } from '../../lib/i18n/use-translation';
import { StatusPage } from './status-page';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={403}
      title={t('errorPages.forbiddenTitle')}
      text={t('errorPages.forbiddenText')}
      pageTitleKey="common:errorPages.forbiddenTitle"
    />
  );
}
