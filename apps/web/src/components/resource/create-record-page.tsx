import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { notify } from '../../lib/notify';
import { PageHeader } from '../page-header/page-header';
import type { Resource } from './resource';
import { useSaveResource } from './resource-queries';

export interface CreateRecordFormProps<Input> {
  onCancel: () => void;
  onSubmit: (input: Input) => Promise<void>;
}

/**
 * A `{area}/create` page for a form too large for a drawer: the title and description of
 * the namespace's `form.createTitle` and `form.description`, the form, and a save that says
 * `toast.created` and goes `back` (as Cancel does).
 */
export function CreateRecordPage<Input>({ namespace, resource, back, renderForm }: {
  namespace: string;
  resource: Resource<any, Input, any>;
  back: () => Promise<void>;
  renderForm: (props: CreateRecordFormProps<Input>) => ReactNode;
}) {
  usePageTitle(`${namespace}:form.createTitle`);
  const { t } = useTranslation(namespace);
  const save = useSaveResource(resource);
  return (
    <Stack gap="lg">
      <PageHeader title={t('form.createTitle')} description={t('form.description')} />
      {renderForm({
        onCancel: () => void back(),
        onSubmit: async (input) => {
          await save.mutateAsync({ input });
          notify.success(t('toast.created'));
          await back();
        },
      })}
    </Stack>
  );
}
