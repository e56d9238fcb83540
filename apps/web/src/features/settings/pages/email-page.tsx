import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type EmailSettings, emailSettingsInput, type SettingsInputOf } from '@matjar/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldProps } from '../../../components/form-drawer/use-field-error';
import { SecretField } from '../../../components/single-record/secret-field';
import { SingleRecordForm } from '../../../components/single-record/single-record-form';
import { errorMessage, isApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/api-fetch';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session/current-user';
import { settingsRecord } from '../api/settings-records';
import { SettingsPageFrame } from '../components/settings-page-frame';

type Values = Record<string, unknown>;
const record = settingsRecord('email');

/** /dashboard/settings/email: the mail server the store sends through, and a test message. */
export default function EmailSettingsPage() {
  const { t } = useTranslation(['settings', 'fields']);
  return (
    <SettingsPageFrame page="email">
      <SingleRecordForm<EmailSettings, Values, Partial<SettingsInputOf<'email'>>>
        record={record}
        schema={emailSettingsInput}
        title={t('email.card')}
        description={t('email.cardDescription')}
        savedMessage={t('saved')}
      >
        {(form, row) => <EmailFields form={form} row={row} />}
      </SingleRecordForm>
      <TestMailCard />
    </SettingsPageFrame>
  );
}

function EmailFields({ form, row }: { form: Parameters<typeof useFieldProps<Values>>[0]; row: EmailSettings }) {
  const { t } = useTranslation(['settings', 'fields']);
  const registered = useFieldProps(form);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          dir="ltr"
          label={t('fields:host')}
          placeholder="smtp.example.com"
          description={t('email.hostHint')}
          style={{ gridColumn: 'span 2' }}
          {...registered('host', { max: 255 })}
        />
        <TextInput dir="ltr" inputMode="numeric" label={t('fields:port')} withAsterisk {...registered('port')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput dir="ltr" autoComplete="off" label={t('fields:username')} {...registered('username', { max: 255 })} />
        <SecretField form={form} name="password" label={t('fields:password')} isSet={row.password_set} />
      </SimpleGrid>
      <TextInput type="email" dir="ltr" label={t('fields:sender')} placeholder="store@example.com" description={t('email.senderHint')} {...registered('sender')} />
    </Stack>
  );
}

/** Sends a test message through the mailer as the saved settings stand, to the signed-in user by default. */
function TestMailCard() {
  const { t } = useTranslation(['settings', 'fields']);
  const me = useCurrentUser();
  const [to, setTo] = useState(me?.email ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (address: string) =>
      apiFetch<{ data: { message: string } }>('/dashboard/settings/email/test', { method: 'POST', body: { to: address } }),
    onMutate: () => setFailure(null),
    onSuccess: (body) => notify.success(body.data.message),
    onError: (error) => setFailure((isApiError(error) && error.errors.to?.[0]) || errorMessage(error)),
  });
  return (
    <Card padding="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate(to.trim());
        }}
      >
        <Stack gap="md">
          <div>
            <Title order={3} fz="md">
              {t('email.test.title')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('email.test.description')}
            </Text>
          </div>
          <Group align="flex-start" gap="sm">
            <TextInput
              type="email"
              dir="ltr"
              label={t('fields:to')}
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
              error={failure}
              style={{ flex: '1 1 240px' }}
            />
            <Button type="submit" loading={send.isPending} mt={25}>
              {t('email.test.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
