import { Checkbox, Divider, MultiSelect, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { PASSWORD_MIN_LENGTH, type User } from '@matjar/shared';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRoleName } from '../../../lib/i18n/use-role-name';
import { DrawerForm, useFieldError, useFieldProps } from '../../../components/form-drawer';
import { schemaResolver } from '../../../components/form-drawer/schema-values';
import { SwitchField } from '../../../components/form-drawer/switch-field';
import type { RecordFormProps } from '../../../components/resource';
import { useRoleOptions } from '../api/get-role-options';
import { userCreateForm, userUpdateForm, type UserFormOutput, type UserFormValues } from './user-form-schema';
import { useUserReach } from './use-user-reach';

const LIMITS = { min: PASSWORD_MIN_LENGTH, max: 255 };

/**
 * Create and edit form of a user (spec §3): sign-in details, roles, and the account's
 * switches. When editing, an empty password keeps the current one. Roles the editor
 * cannot give (the grant rule) are disabled with the reason, and so is the whole field
 * on their own account.
 */
export function UserForm({ record: user, onSubmit, onCancel }: RecordFormProps<User, UserFormOutput>) {
  const { t } = useTranslation(['users', 'fields']);
  const fieldError = useFieldError();
  const roles = useRoleOptions();
  const roleName = useRoleName();
  const reach = useUserReach();
  const ownRoles = reach.ownRolesLocked(user?.id);
  const reasons = new Map((roles.data ?? []).map((role) => [String(role.id), reach.notGrantable(role)]));
  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: schemaResolver<UserFormValues, UserFormOutput>(user ? userUpdateForm : userCreateForm),
    defaultValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      password: '',
      password_confirmation: '',
      role_ids: user?.roles.map((role) => role.id) ?? [],
      is_active: user?.is_active ?? true,
      must_change_password: user?.must_change_password ?? false,
      send_credentials: false,
    },
  });
  const { errors } = form.formState;
  const registered = useFieldProps(form);
  const toggle = { visibilityToggleButtonProps: { 'aria-label': t('users:form.togglePassword') } };

  return (
    <DrawerForm form={form} onSubmit={onSubmit} onCancel={onCancel} submitLabel={user ? undefined : t('users:form.create')}>
      <TextInput
        label={t('fields:username')}
        withAsterisk
        autoComplete="off"
        dir="auto"
        data-autofocus
        {...registered('username', { max: 100 })}
      />
      <TextInput
        label={t('fields:email')}
        type="email"
        withAsterisk
        autoComplete="off"
        dir="ltr"
        {...registered('email', LIMITS)}
      />
      <PasswordInput
        label={t('fields:password')}
        description={user ? t('users:form.passwordKeep') : t('users:form.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        withAsterisk={!user}
        autoComplete="new-password"
        {...toggle}
        {...registered('password', LIMITS)}
      />
      <PasswordInput
        label={t('fields:password_confirmation')}
        withAsterisk={!user}
        autoComplete="new-password"
        {...toggle}
        {...registered('password_confirmation', LIMITS)}
      />
      <Controller
        control={form.control}
        name="role_ids"
        render={({ field }) => (
          <MultiSelect
            label={t('fields:role_ids')}
            description={ownRoles ? t('errors:own_roles') : undefined}
            withAsterisk
            searchable
            data={(roles.data ?? []).map((role) => ({
              value: String(role.id),
              label: roleName(role),
              // A role already held stays removable: only giving it is refused.
              disabled: !!reasons.get(String(role.id)) && !field.value.includes(role.id),
            }))}
            renderOption={({ option }) => {
              const reason = option.disabled ? reasons.get(option.value) : undefined;
              return (
                <div>
                  <Text span fz="sm" dir="auto">
                    {option.label}
                  </Text>
                  {reason && (
                    <Text fz="xs" c="dimmed">
                      {reason}
                    </Text>
                  )}
                </div>
              );
            }}
            value={field.value.map(String)}
            onChange={(values) => field.onChange(values.map(Number))}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={roles.isPending || ownRoles}
            placeholder={field.value.length ? undefined : t('users:form.rolesPlaceholder')}
            nothingFoundMessage={t('users:form.noRoles')}
            error={roles.isError ? roles.error.message : fieldError(errors.role_ids as FieldError | undefined, 'role_ids')}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />

      <Divider label={t('users:form.accountSection')} labelPosition="left" mt="xs" />
      <Stack gap="md">
        <SwitchField form={form} name="is_active" label={t('fields:is_active')} description={t('users:form.activeHint')} />
        <Checkbox
          label={t('fields:must_change_password')}
          description={t('users:form.mustChangeHint')}
          {...form.register('must_change_password')}
        />
        <Checkbox
          label={t('fields:send_credentials')}
          description={user ? t('users:form.sendCredentialsEditHint') : t('users:form.sendCredentialsHint')}
          {...form.register('send_credentials')}
        />
      </Stack>
    </DrawerForm>
  );
}
