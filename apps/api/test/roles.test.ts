import { beforeAll, expect, it } from 'vitest';
import { createdAt } from './answers.js';
import { formOf } from './catalogue-fixtures.js';
import { roleIdsByName, startAsAdmin, userWith } from './accounts.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';

const roles = '/api/dashboard/roles';

interface Role {
  id: number;
  name: string;
  is_super_admin: boolean;
  permissions: string[];
  users_count: number;
  created_at: string;
  updated_at: string;
}

describeEachDatabase('roles', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api, superAdminId: number;
  beforeAll(async () => {
    ({ server, admin, adminAr } = await startAsAdmin(suite));
    superAdminId = (await roleIdsByName(server))['Super Admin'] as number;
  });

  const create = (name: string, permissions: string[] = []): Promise<Role> => createdAt(admin, roles, { name, permissions });

  it('lists roles by name with their permissions and user counts', async () => {
    const answer = await admin.get(roles);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((r: Role) => [r.name, r.users_count, r.is_super_admin])).toEqual([
      ['Catalogue manager', 1, false], ['Order desk', 1, false], ['Super Admin', 1, true], ['Support agent', 1, false],
    ]);
    expect(answer.body.data[0].permissions).toEqual(['brands.*', 'categories.*', 'products.*', 'units.*']);
    expect(answer.body.meta).toMatchObject({ total: 4, total_is_estimate: false });
    expect((await admin.get(`${roles}?search=ORDER`)).body.data.map((r: Role) => r.name)).toEqual(['Order desk']);
    expect((await admin.get(`${roles}?sort=-name&perPage=1`)).body.data.map((r: Role) => r.name)).toEqual(['Support agent']);
    const one = await admin.get(`${roles}/${superAdminId}`);
    expect(one.body.data).toEqual({
      id: superAdminId, name: 'Super Admin', is_super_admin: true, permissions: [], users_count: 1,
      created_at: expect.any(String), updated_at: expect.any(String),
    });
    expect((await admin.get(`${roles}/99999999`)).status).toBe(404);
  });

  it('creates a role from catalogue names and area wildcards, duplicates dropped', async () => {
    const role = await create('Warehouse', ['units.view', 'products.*', 'units.view', 'models-history.all']);
    expect(role).toMatchObject({ name: 'Warehouse', is_super_admin: false, users_count: 0, permissions: ['models-history.all', 'products.*', 'units.view'] });
    const arabic = await create('مدير المحتوى', ['pages.*']);
    expect((await admin.get(`${roles}/${arabic.id}`)).body.data.name).toBe('مدير المحتوى');
  });

  it('applies the role-name rule of spec §5 and refuses unknown permissions, in both languages', async () => {
    const numbers = await admin.post(roles, { name: '12345', permissions: [] });
    expect(numbers.status).toBe(422);
    expect(numbers.body).toEqual({ message: 'data incomplete', errors: { name: ['Name should contain at least one letter and not be only numbers.'] } });
    expect((await adminAr.post(roles, { name: '!!!' })).body.errors).toEqual({ name: ['يجب أن يحتوي الاسم على حرف واحد على الأقل وألا يكون أرقاماً فقط.'] });
    expect((await admin.post(roles, { name: ' ' })).body.errors).toEqual({ name: ['Name is required'] });
    expect((await admin.post(roles, { name: 'Role 2' })).status).toBe(201);

    const unknown = await admin.post(roles, { name: 'Wrong', permissions: ['units.view', 'units.fly', '*', 'nothing.*'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      'permissions.1': ['This permission does not exist.'],
      'permissions.2': ['This permission does not exist.'],
      'permissions.3': ['This permission does not exist.'],
    });
    expect((await adminAr.post(roles, { name: 'Wrong', permissions: 'units.view' })).body.errors).toEqual({ permissions: ['الصلاحيات غير صالحة'] });
  });

  it('keeps role names unique without regard to case', async () => {
    await create('Auditors');
    for (const name of ['auditors', 'SUPER ADMIN']) {
      const answer = await admin.post(roles, { name });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ name: ['This Name is already taken.'] });
    }
    const other = await create('Auditors 2');
    expect((await admin.patch(`${roles}/${other.id}`, { name: 'AUDITORS' })).status).toBe(422);
    expect((await admin.patch(`${roles}/${other.id}`, { name: 'Auditors 2' })).status).toBe(200);
  });

  it('updates with PATCH and _method=PATCH, writing before/after to the history', async () => {
    const role = await create('Editors', ['pages.view']);
    const renamed = await admin.patch(`${roles}/${role.id}`, { name: 'Content editors' });
    expect(renamed.body.data).toMatchObject({ name: 'Content editors', permissions: ['pages.view'] });
    const regranted = await admin.post(`${roles}/${role.id}`, formOf({ _method: 'PATCH', 'permissions[0]': 'pages.*', 'permissions[1]': 'sliders.*' }));
    expect(regranted.status).toBe(200);
    expect(regranted.body.data).toMatchObject({ name: 'Content editors', permissions: ['pages.*', 'sliders.*'] });
    expect((await admin.patch(`${roles}/${role.id}`, { permissions: [] })).body.data.permissions).toEqual([]);

    const history = (await admin.get(`/api/dashboard/history?model=roles&model_id=${role.id}`)).body.data;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['updated', 'updated', 'updated', 'created']);
    expect(history[2]).toMatchObject({
      before: { name: 'Editors', permissions: ['pages.view'] },
      after: { name: 'Content editors', permissions: ['pages.view'] },
    });
    expect(history[1].after.permissions).toEqual(['pages.*', 'sliders.*']);
    expect(history[1].after).not.toHaveProperty('users_count');
  });

  it('makes a permission change effective on the holders’ next request, with the same access token', async () => {
    const clerk = await userWith(server, 'rolechangeclerk', ['units.view']);
    const roleId = (await server.db.selectFrom('roles').select('id').where('name', '=', 'Role of rolechangeclerk').executeTakeFirstOrThrow()).id;
    const api = server.api(clerk.token);
    expect((await api.get('/api/dashboard/users')).status).toBe(403);
    const versionBefore = (await api.get('/api/dashboard/me')).body.data.version;

    expect((await admin.patch(`${roles}/${roleId}`, { permissions: ['units.view', 'users.view'] })).status).toBe(200);
    expect((await api.get('/api/dashboard/users')).status).toBe(200);
    const me = (await api.get('/api/dashboard/me')).body.data;
    expect(me.permissions).toEqual(['units.view', 'users.view']);
    expect(me.version).toBe(versionBefore + 1);

    await admin.patch(`${roles}/${roleId}`, { permissions: ['units.view'] });
    expect((await api.get('/api/dashboard/users')).status).toBe(403);
  });

  it('never renames, edits or deletes Super Admin', async () => {
    const attempts = [
      () => admin.patch(`${roles}/${superAdminId}`, { name: 'Root' }),
      () => admin.patch(`${roles}/${superAdminId}`, { permissions: ['units.view'] }),
      () => admin.post(`${roles}/${superAdminId}`, { _method: 'PATCH', name: 'Super Admin' }),
      () => admin.delete(`${roles}/${superAdminId}`),
      () => admin.post(`${roles}/${superAdminId}`, { _method: 'DELETE' }),
    ];
    for (const attempt of attempts) {
      const answer = await attempt();
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ message: 'The Super Admin role cannot be changed or deleted.' });
    }
    expect((await adminAr.delete(`${roles}/${superAdminId}`)).body).toEqual({ message: 'لا يمكن تعديل دور المدير العام أو حذفه.' });
    expect((await admin.get(`${roles}/${superAdminId}`)).body.data).toMatchObject({ name: 'Super Admin', permissions: [] });
  });

  it('deletes a role no one holds; one in use answers 409', async () => {
    const held = (await admin.get(`${roles}?search=order`)).body.data[0] as Role;
    const english = await admin.delete(`${roles}/${held.id}`);
    expect(english.status).toBe(409);
    expect(english.body).toEqual({ message: 'This role is assigned to users and cannot be deleted.' });
    expect((await adminAr.post(`${roles}/${held.id}`, { _method: 'DELETE' })).body).toEqual({ message: 'هذا الدور مسند إلى مستخدمين ولا يمكن حذفه.' });

    const free = await create('Temporary', ['ads.*']);
    expect((await admin.delete(`${roles}/${free.id}`)).body.data.message).toBe('Deleted successfully');
    expect((await admin.get(`${roles}/${free.id}`)).status).toBe(404);
    const [entry] = (await admin.get(`/api/dashboard/history?model=roles&model_id=${free.id}&action=deleted`)).body.data;
    expect(entry.before).toMatchObject({ id: free.id, name: 'Temporary', permissions: ['ads.*'] });
  });

  it('answers 403 on every roles route without roles.*, and grants them all with it', async () => {
    const outsider = await userWith(server, 'norolesuser', ['units.*', 'models-history.all']);
    const target = await create('Target role');
    const routes = server.routes.filter((r) => r.url === roles || r.url.startsWith(`${roles}/`));
    for (const route of routes) {
      const reads = route.method === 'GET' || route.method === 'HEAD';
      const answer = await server.request(route.method, route.url.replace(':id', String(target.id)), {
        token: outsider.token, body: reads ? undefined : { _method: 'PATCH', name: 'Hijacked' },
      });
      expect(answer.status, `${route.method} ${route.url}`).toBe(403);
    }
    expect((await server.api(outsider.token).get('/api/dashboard/permissions')).status).toBe(403);

    // Managing users takes the role list (the user form's picker), not the rest.
    const usersManager = server.api((await userWith(server, 'rolepicker', ['users.create'])).token);
    expect((await usersManager.get(roles)).status).toBe(200);
    expect((await usersManager.get(`${roles}/${target.id}`)).status).toBe(403);
    expect((await usersManager.post(roles, { name: 'Nope' })).status).toBe(403);

    // Units too: a role gets only what its editor holds (escalation.test.ts).
    const manager = server.api((await userWith(server, 'rolesmanager', ['roles.*', 'units.*'])).token);
    expect((await manager.get(roles)).status).toBe(200);
    expect((await manager.get('/api/dashboard/permissions')).status).toBe(200);
    const made = await manager.post(roles, { name: 'By manager', permissions: ['units.*'] });
    expect(made.status).toBe(201);
    expect((await manager.patch(`${roles}/${made.body.data.id}`, { name: 'By manager 2' })).status).toBe(200);
    expect((await manager.delete(`${roles}/${made.body.data.id}`)).status).toBe(200);
  });
});
