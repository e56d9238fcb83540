import { Stack, TextInput, Title } from '@mantine/core';
import { concretePermissions, roleInput, ungrantable, type Role, type RoleInput } from '@matjar/shared';
import { useMemo } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DrawerForm, useFieldError, useFieldProps } from '../../../components/form-drawer';
import { schemaValues, schemaResolver } from '../../../components/form-drawer/schema-values';
import { useCurrentUser } from '../../../lib/session/current-user';
import type { PermissionModule } from '../roles-resource';
import { PermissionMatrix } from './permission-matrix';
import { collapsePermissions } from './permission-selection';

/** A role's concrete permissions among those offered (the modules the API runs), which the matrix shows. */
export const offeredOf = (permissions: readonly string[], offered: readonly string[]) =>
  concretePermissions(permissions).filter((name) => offered.includes(name));

/** What a role holds in areas no running module offers: not shown, and kept as it is on save. */
const keptOutside = (permissions: readonly string[], modules: readonly PermissionModule[]) =>
  permissions.filter((name) => !modules.some((module) => name.startsWith(`${module.area}.`)));

interface RoleFormValues {
  name: string;
  permissions: string[];
}

interface RoleFormProps {
  /** The role being edited; a new one when absent. */
  role?: Role;
  modules: readonly PermissionModule[];
  onSubmit: (values: RoleInput) => Promise<unknown>;
  /** Also called once saved: back to the list. */
  onCancel: () => void;
}

/**
 * The role's name and its permissions per module; Save stays in view at the bottom. What
 * the editor does not hold is locked: no one grants what they do not hold.
 */
export function RoleForm({ role, modules, onSubmit, onCancel }: RoleFormProps) {
  const { t } = useTranslation(['roles', 'fields']);
  const fieldError = useFieldError();
  const me = useCurrentUser();
  // The modules are the API's answer: only what the running modules offer is shown, locked or ticked.
  const offered = useMemo(() => modules.flatMap((module) => module.permissions.map((p) => p.name)), [modules]);
  const locked = useMemo(() => new Set(me ? ungrantable(me, offered) : []), [me, offered]);
  const form = useForm<RoleFormValues, unknown, RoleInput>({
    resolver: schemaResolver(roleInput),
    // The shared schema also accepts `{area}.*`; the form only ever holds concrete names.
    defaultValues: schemaValues(roleInput, role, { permissions: offeredOf(role?.permissions ?? [], offered) }),
  });
  const { errors } = form.formState;
  const registered = useFieldProps(form);

  return (
    <DrawerForm
      form={form}
      onCancel={onCancel}
      submitLabel={role ? undefined : t('roles:form.create')}
      onSubmit={(values) =>
        onSubmit({
          name: values.name,
          permissions: [...collapsePermissions(values.permissions, modules), ...keptOutside(role?.permissions ?? [], modules)],
        })
      }
    >
      <TextInput
        label={t('fields:name')}
        description={t('roles:form.nameHint')}
        withAsterisk
        autoComplete="off"
        dir="auto"
        maw={480}
        data-autofocus
        {...registered('name', { max: 100 })}
      />
      <Stack gap="xs" mt="sm">
        <Title order={3} fz="md">
          {t('roles:form.permissionsTitle')}
        </Title>
        <Controller
          control={form.control}
          name="permissions"
          render={({ field }) => (
            <PermissionMatrix
              modules={modules}
              value={field.value}
              onChange={field.onChange}
              locked={locked}
              error={fieldError(errors.permissions as FieldError | undefined, 'permissions')}
            />
          )}
        />
      </Stack>
    </DrawerForm>
  );
}
