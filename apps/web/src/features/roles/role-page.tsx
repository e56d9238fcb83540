import type { QueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { resourceRecordOptions } from '../../components/resource/resource-queries';
import { permissionsQueryOptions, roles } from './roles-resource';
import { RoleCreatePage } from './components/role-create-page';
import { RoleEditPage } from './components/role-edit-page';

/**
 * What the create and edit pages need before they show: the permission catalogue, and
 * the role being edited (an unknown id answers 404, which the route shows as such). The
 * pages read the same query options, so nothing is fetched twice.
 */
export async function loadRolePage(queryClient: QueryClient, roleId: number | null): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(permissionsQueryOptions()),
    roleId === null ? undefined : queryClient.ensureQueryData(resourceRecordOptions(roles, roleId)),
  ]);
}

/**
 * `/dashboard/settings/roles_permissions/create` and `/{role}`: one module for both, so the
 * route's loader and its page come in one download.
 */
export default function RolePage() {
  const { role } = useParams({ strict: false }) as { role?: string };
  return role === undefined ? <RoleCreatePage /> : <RoleEditPage id={Number(role)} />;
}
