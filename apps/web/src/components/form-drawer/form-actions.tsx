import { Button } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation';

/** Cancel and Save (or the form's own word) at the foot of a form, in a drawer or on a page. */
export function FormActions({ onCancel, submitting, submitLabel }: { onCancel: () => void; submitting: boolean; submitLabel?: string | undefined }) {
  const { t } = useTranslation('table');
  return (
    <>
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {t('dialog.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel ?? t('dialog.save')}
      </Button>
    </>
  );
}
