import type { User, UserCreateInput, UserUpdateInput } from '@matjar/shared';
import { defineResource } from '../../components/resource';
import type { UserFormOutput } from './components/user-form-schema';

/** `/api/dashboard/users`: the staff accounts; a row is the whole user. */
export const users = defineResource<User, UserFormOutput>({ area: 'users', path: '/dashboard/users', rowIsRecord: true });

/** The form's values as the API takes them: the confirmation stays in the form; an edit's empty password keeps the current one. */
export function toUserInput({ password_confirmation: _confirmation, password, ...values }: UserFormOutput, editing: boolean): UserCreateInput | UserUpdateInput {
  return editing && !password ? values : { ...values, password };
}

/** Search-param names of the users list's filters, as the API reads them. */
export const USER_FILTER_KEYS = ['role_id', 'is_active'] as const;
