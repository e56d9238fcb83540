import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, historyDump, roleIdsByName, startAsAdmin, userIdOf, userWith } from './accounts.js';
import { type Api, type TestServer, DEMO_PASSWORD, describeEachDatabase } from './harness.js';

/**
 * Issue 12, finding 2: no one hands out what they do not hold. A permission is granted
 * only by its holder (roles and the roles a user is given), nobody changes their own
 * roles, and a user holding anything the caller lacks is out of the caller's reach.
 */

const roles = '/api/dashboard/roles';
const users = '/api/dashboard/users';

interface Entry {
  action: string;
  model: string;
  model_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  user: { id: number; username: string } | null;
}

describeEachDatabase('escalation', (suite) => {
  let server: TestServer, admin: Api, roleIds: Record<string, number>, ordersUserId: number;
  beforeAll(async () => {
    ({ server, admin } = await startAsAdmin(suite));
    [roleIds, ordersUserId] = [await roleIdsByName(server), await userIdOf(server, 'orders')];
  });

  const roleIdOf = async (name: string) =>
    (await server.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const permissionsOf = async (roleId: number) => (await admin.get(`${roles}/${roleId}`)).body.data.permissions as string[];
  const historyOf = async (model: string, id: number | null, action: string): Promise<Entry[]> => {
    const where = id === null ? '' : `&model_id=${id}`;
    return (await admin.get(`/api/dashboard/history?model=${model}${where}&action=${action}&perPage=100`)).body.data;
  };

  describe('roles: a permission is granted only by its holder', () => {
    let editor: TestUser;
    let api: Api;
    let ownRole: number;
    beforeAll(async () => {
      editor = await userWith(server, 'roleeditor', ['roles.view', 'roles.create', 'roles.update', 'roles.delete', 'units.*']);
      api = server.api(editor.token);
      ownRole = await roleIdOf('Role of roleeditor');
    });

    it('refuses to add users.delete, settings.update or users.* to its own role, in both languages, changing nothing', async () => {
      const before = await permissionsOf(ownRole);
      const english = await api.patch(`${roles}/${ownRole}`, { permissions: [...before, 'users.delete', 'settings.update'] });
      expect(english.status).toBe(403);
      expect(english.body).toEqual({ message: 'You cannot grant permissions you do not hold: Users (Delete); Settings (Edit).' });
      const arabic = await server.api(editor.token, 'ar').patch(`${roles}/${ownRole}`, { permissions: [...before, 'users.*'] });
      expect(arabic.status).toBe(403);
      expect(arabic.body).toEqual({ message: 'لا يمكنك منح صلاحيات لا تملكها: المستخدمون (كل الصلاحيات).' });
      const form = await api.post(`${roles}/${ownRole}`, { _method: 'PATCH', name: 'Still mine', permissions: ['users.*'] });
      expect(form.status).toBe(403);

      expect(await permissionsOf(ownRole)).toEqual(before);
      expect((await admin.get(`${roles}/${ownRole}`)).body.data.name).toBe('Role of roleeditor');
      expect((await api.get('/api/dashboard/users')).status).toBe(403);
    });

    it('refuses the same on another role, and on a new one', async () => {
      const other = (await admin.post(roles, { name: 'Stock keepers', permissions: ['units.view'] })).body.data;
      for (const extra of ['users.delete', 'settings.update', 'users.*']) {
        const answer = await api.patch(`${roles}/${other.id}`, { permissions: ['units.view', extra] });
        expect(answer.status, extra).toBe(403);
      }
      expect(await permissionsOf(other.id)).toEqual(['units.view']);

      const created = await api.post(roles, { name: 'Climbers', permissions: ['units.view', 'settings.update'] });
      expect(created.status).toBe(403);
      expect(created.body.message).toBe('You cannot grant permissions you do not hold: Settings (Edit).');
      expect((await admin.get(`${roles}?search=Climbers`)).body.data).toEqual([]);
    });

    it('still grants what it holds, a held wildcard included', async () => {
      const other = (await admin.post(roles, { name: 'Unit clerks', permissions: ['units.view'] })).body.data;
      const added = await api.patch(`${roles}/${other.id}`, { permissions: ['units.view', 'units.create'] });
      expect(added.status).toBe(200);
      expect(added.body.data.permissions).toEqual(['units.create', 'units.view']);
      expect((await api.patch(`${roles}/${other.id}`, { permissions: ['units.*'] })).body.data.permissions).toEqual(['units.*']);
      expect((await api.post(roles, { name: 'Unit viewers', permissions: ['units.view'] })).status).toBe(201);
      // Holding only some actions of an area, its wildcard is beyond reach.
      const partial = server.api((await userWith(server, 'partialeditor', ['roles.update', 'units.view'])).token);
      const viewers = (await admin.post(roles, { name: 'Unit lookers', permissions: ['units.view'] })).body.data;
      const refused = await partial.patch(`${roles}/${viewers.id}`, { permissions: ['units.*'] });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You cannot grant permissions you do not hold: Units (Create, Edit, Delete).');
    });

    it('cannot edit or delete a role holding what it lacks', async () => {
      const beyond = (await admin.post(roles, { name: 'Order viewers', permissions: ['orders.view', 'units.view'] })).body.data;
      const renamed = await api.patch(`${roles}/${beyond.id}`, { name: 'Renamed' });
      expect(renamed.status).toBe(403);
      expect(renamed.body.message).toBe('This role holds permissions you do not hold, so you cannot change or delete it: Orders (View).');
      // Taking away is a change too.
      expect((await api.patch(`${roles}/${beyond.id}`, { permissions: ['units.view'] })).status).toBe(403);
      const removed = await server.api(editor.token, 'ar').delete(`${roles}/${beyond.id}`);
      expect(removed.status).toBe(403);
      expect(removed.body.message).toBe('يملك هذا الدور صلاحيات لا تملكها، فلا يمكنك تعديله أو حذفه: الطلبات (عرض).');
      expect((await api.post(`${roles}/${beyond.id}`, { _method: 'DELETE' })).status).toBe(403);
      expect((await admin.get(`${roles}/${beyond.id}`)).body.data).toMatchObject({ name: 'Order viewers', permissions: ['orders.view', 'units.view'] });
      expect((await admin.delete(`${roles}/${beyond.id}`)).status).toBe(200);
    });

    it('records each refusal in the history with its target, though nothing changed', async () => {
      const target = (await admin.post(roles, { name: 'History target', permissions: ['units.view'] })).body.data;
      expect((await api.patch(`${roles}/${target.id}`, { permissions: ['units.view', 'users.delete'] })).status).toBe(403);
      const [refused] = await historyOf('roles', target.id, 'grant_refused');
      expect(refused).toMatchObject({
        model: 'roles', model_id: String(target.id), user: { id: editor.id, username: 'roleeditor' },
        before: { name: 'History target', permissions: ['units.view'] },
        after: { attempt: 'update', name: 'History target', permissions: ['units.view', 'users.delete'], refused: ['users.delete'] },
      });
      expect(await historyOf('roles', target.id, 'updated')).toEqual([]);

      expect((await api.post(roles, { name: 'Refused creation', permissions: ['settings.update'] })).status).toBe(403);
      const created = (await historyOf('roles', null, 'grant_refused')).find((e) => e.after?.name === 'Refused creation');
      expect(created).toMatchObject({ model_id: null, before: null, after: { attempt: 'create', permissions: ['settings.update'], refused: ['settings.update'] } });

      const beyond = (await admin.post(roles, { name: 'Beyond', permissions: ['settings.view'] })).body.data;
      expect((await api.delete(`${roles}/${beyond.id}`)).status).toBe(403);
      const [denied] = await historyOf('roles', beyond.id, 'access_refused');
      expect(denied).toMatchObject({ before: { name: 'Beyond' }, after: { attempt: 'delete', refused: ['settings.view'] } });
    });

    it('leaves the Super Admin free to grant anything', async () => {
      const role = (await admin.post(roles, { name: 'Everything but', permissions: ['users.*', 'settings.update'] })).body.data;
      expect(role.permissions).toEqual(['settings.update', 'users.*']);
      expect((await admin.patch(`${roles}/${ownRole}`, { permissions: ['roles.*', 'units.*', 'users.delete'] })).status).toBe(200);
      expect((await admin.delete(`${roles}/${role.id}`)).status).toBe(200);
    });
  });

  describe('users: roles are given only by who holds them all', () => {
    let manager: TestUser;
    let api: Api;
    let unitRole: number;
    beforeAll(async () => {
      manager = await userWith(server, 'usermanager', ['users.view', 'users.create', 'users.update', 'users.delete', 'users.impersonate', 'units.*']);
      api = server.api(manager.token);
      unitRole = (await admin.post(roles, { name: 'Unit readers', permissions: ['units.view'] })).body.data.id;
    });

    const newUser = async (username: string, roleIds: number[]) => {
      const answer = await admin.post(users, { username, email: `${username}@example.com`, password: DEMO_PASSWORD, role_ids: roleIds });
      expect(answer.status).toBe(201);
      return answer.body.data as { id: number; email: string };
    };

    it('cannot change its own roles, even to ones it holds; the same roles pass', async () => {
      for (const roleIdList of [[roleIds['Order desk']], [unitRole], [await roleIdOf('Role of usermanager'), unitRole]]) {
        const answer = await api.patch(`${users}/${manager.id}`, { role_ids: roleIdList });
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ message: 'You cannot change your own roles.' });
      }
      expect((await server.api(manager.token, 'ar').patch(`${users}/${manager.id}`, { role_ids: [unitRole] })).body).toEqual({
        message: 'لا يمكنك تغيير أدوارك بنفسك.',
      });
      const same = await api.patch(`${users}/${manager.id}`, { username: 'usermanager', role_ids: [await roleIdOf('Role of usermanager')] });
      expect(same.status).toBe(200);
      expect((await admin.get(`${users}/${manager.id}`)).body.data.roles.map((r: { name: string }) => r.name)).toEqual(['Role of usermanager']);
      const [entry] = await historyOf('users', manager.id, 'grant_refused');
      expect(entry?.after).toMatchObject({ attempt: 'update', role_ids: [unitRole] });
    });

    it('cannot give anyone a role with permissions it lacks, on create or update', async () => {
      const target = await newUser('unitreader', [unitRole]);
      const english = await api.patch(`${users}/${target.id}`, { role_ids: [roleIds['Order desk']] });
      expect(english.status).toBe(403);
      expect(english.body.message).toBe(
        'You cannot give a role holding permissions you do not hold: Customers (all permissions); Orders (all permissions); Order comments (all permissions); Invoices (all permissions).',
      );
      const arabic = await server.api(manager.token, 'ar').patch(`${users}/${target.id}`, { role_ids: [unitRole, roleIds['Support agent']] });
      expect(arabic.status).toBe(403);
      expect(arabic.body.message).toBe('لا يمكنك إسناد دور يملك صلاحيات لا تملكها: العملاء (عرض)؛ تذاكر الدعم (كل الصلاحيات).');
      expect((await admin.get(`${users}/${target.id}`)).body.data.roles.map((r: { id: number }) => r.id)).toEqual([unitRole]);

      const created = await api.post(users, { username: 'deskclimber', email: 'deskclimber@example.com', password: DEMO_PASSWORD, role_ids: [roleIds['Order desk']] });
      expect(created.status).toBe(403);
      expect((await admin.get(`${users}?search=deskclimber`)).body.data).toEqual([]);
      const superRole = await api.post(users, { username: 'superclimber', email: 'superclimber@example.com', password: DEMO_PASSWORD, role_ids: [roleIds['Super Admin']] });
      expect(superRole.status).toBe(403);
      expect(superRole.body.message).toBe('Only a Super Admin can give the Super Admin role.');

      const refusals = await historyOf('users', target.id, 'grant_refused');
      expect(refusals.map((e) => e.after?.refused)).toEqual([
        ['customers.view', 'support.view', 'support.create', 'support.update', 'support.delete'],
        ['customers.view', 'customers.create', 'customers.update', 'customers.delete', 'orders.view', 'orders.create', 'orders.update', 'orders.delete',
          'comments.view', 'comments.create', 'comments.update', 'comments.delete', 'invoices.view', 'invoices.create', 'invoices.update', 'invoices.delete'],
      ]);
      expect((await historyOf('users', null, 'grant_refused')).some((e) => e.model_id === null && e.after?.username === 'deskclimber')).toBe(true);
    });

    it('gives a role it fully holds, on create and update', async () => {
      const target = await newUser('unitwriter', [unitRole]);
      const clerks = (await admin.post(roles, { name: 'Unit writers', permissions: ['units.view', 'units.create'] })).body.data.id;
      expect((await api.patch(`${users}/${target.id}`, { role_ids: [unitRole, clerks] })).status).toBe(200);
      expect((await api.post(users, { username: 'unitmade', email: 'unitmade@example.com', password: DEMO_PASSWORD, role_ids: [clerks] })).status).toBe(201);
    });

    it('cannot reset, re-address, disable, enable, delete or impersonate a user holding what it lacks', async () => {
      const attempts: [string, () => Promise<{ status: number }>][] = [
        ['password', () => api.patch(`${users}/${ordersUserId}`, { password: 'taken-over-1' })],
        ['email', () => api.patch(`${users}/${ordersUserId}`, { email: 'attacker@example.com' })],
        ['username', () => api.post(`${users}/${ordersUserId}`, { _method: 'PATCH', username: 'renamed' })],
        ['deactivate', () => api.post(`${users}/${ordersUserId}/deactivate`)],
        ['activate', () => api.post(`${users}/${ordersUserId}/activate`)],
        ['delete', () => api.delete(`${users}/${ordersUserId}`)],
        ['batch delete', () => api.delete(users, { users: [ordersUserId] })],
        ['impersonate', () => api.post(`${users}/${ordersUserId}/impersonate`)],
      ];
      for (const [name, attempt] of attempts) expect((await attempt()).status, name).toBe(403);

      const english = await api.patch(`${users}/${ordersUserId}`, { password: 'taken-over-1' });
      expect(english.body.message).toBe(
        'This user holds permissions you do not hold, so you cannot change, disable, delete or impersonate them: Customers (all permissions); Orders (all permissions); Order comments (all permissions); Invoices (all permissions).',
      );
      const arabic = await server.api(manager.token, 'ar').post(`${users}/${ordersUserId}/impersonate`);
      expect(arabic.body.message).toBe(
        'يملك هذا المستخدم صلاحيات لا تملكها، فلا يمكنك تعديله أو تعطيله أو حذفه أو الدخول باسمه: العملاء (كل الصلاحيات)؛ الطلبات (كل الصلاحيات)؛ تعليقات الطلبات (كل الصلاحيات)؛ الفواتير (كل الصلاحيات).',
      );

      // The account is as it was: its owner still signs in with the old password and address.
      expect((await admin.get(`${users}/${ordersUserId}`)).body.data).toMatchObject({ username: 'orders', email: 'orders@example.com', is_active: true });
      expect((await server.api().post('/api/login', { email: 'orders@example.com', password: DEMO_PASSWORD })).status).toBe(200);
      expect(await server.db.selectFrom('impersonation_tokens').select('user_id').where('user_id', '=', ordersUserId).execute()).toEqual([]);

      const refusals = await historyOf('users', ordersUserId, 'access_refused');
      expect(refusals.map((e) => e.after?.attempt).sort()).toEqual(
        ['activate', 'deactivate', 'delete', 'delete', 'impersonate', 'impersonate', 'update', 'update', 'update', 'update'].sort(),
      );
      expect(refusals.every((e) => e.user?.id === manager.id && e.model === 'users')).toBe(true);
      expect(refusals.find((e) => e.after?.email === 'attacker@example.com')?.after?.refused).toContain('orders.delete');
      expect(await historyDump(server)).not.toContain('taken-over-1');
    });

    it('does all of that to a user whose permissions it fully holds', async () => {
      const target = await newUser('withinreach', [unitRole]);
      expect((await api.patch(`${users}/${target.id}`, { password: 'reset-by-manager', email: 'withinreach2@example.com' })).status).toBe(200);
      expect((await server.login('withinreach2@example.com', 'reset-by-manager')).access_token).toEqual(expect.any(String));
      expect((await api.post(`${users}/${target.id}/deactivate`)).status).toBe(200);
      expect((await api.post(`${users}/${target.id}/activate`)).status).toBe(200);
      expect((await api.post(`${users}/${target.id}/impersonate`)).status).toBe(200);
      const second = await newUser('withinreach3', [unitRole]);
      expect((await api.delete(users, { users: [target.id, second.id] })).status).toBe(200);
    });

    it('checks the reach again when the impersonation link is spent', async () => {
      const target = await newUser('soonbeyond', [unitRole]);
      const { token } = (await api.post(`${users}/${target.id}/impersonate`)).body.data;
      // Meanwhile the target is given more than the manager holds.
      expect((await admin.patch(`${users}/${target.id}`, { role_ids: [unitRole, roleIds['Support agent']] })).status).toBe(200);
      const spent = await server.api(undefined, 'ar').post(`/api/impersonate/${token}`);
      expect(spent.status).toBe(403);
      expect(spent.body.message).toBe(
        'يملك هذا المستخدم صلاحيات لا تملكها، فلا يمكنك تعديله أو تعطيله أو حذفه أو الدخول باسمه: العملاء (عرض)؛ تذاكر الدعم (كل الصلاحيات).',
      );
      const [entry] = await historyOf('users', target.id, 'access_refused');
      expect(entry).toMatchObject({ user: { id: manager.id }, after: { attempt: 'impersonate', refused: expect.arrayContaining(['support.view']) } });
      expect(await historyOf('users', target.id, 'signed_in')).toEqual([]);
    });

    it('refuses a whole batch delete when one user is out of reach', async () => {
      const inReach = await newUser('batchmate', [unitRole]);
      const refused = await api.delete(users, { users: [inReach.id, ordersUserId] });
      expect(refused.status).toBe(403);
      expect((await admin.get(`${users}/${inReach.id}`)).status).toBe(200);
    });

    it('keeps the Super Admin able to do everything it could before', async () => {
      const target = await newUser('bossmanaged', [unitRole]);
      expect((await admin.patch(`${users}/${target.id}`, { role_ids: [roleIds['Order desk'], roleIds['Super Admin']] })).status).toBe(200);
      expect((await admin.patch(`${users}/${target.id}`, { role_ids: [roleIds['Support agent']], email: 'bossmanaged2@example.com' })).status).toBe(200);
      expect((await admin.post(`${users}/${ordersUserId}/impersonate`)).status).toBe(200);
      expect((await admin.post(`${users}/${target.id}/deactivate`)).status).toBe(200);
      expect((await admin.delete(`${users}/${target.id}`)).status).toBe(200);
      // A Super Admin is out of every other manager's reach.
      const adminId = (await admin.get('/api/dashboard/me')).body.data.id;
      const boss = await api.patch(`${users}/${adminId}`, { email: 'boss@example.com' });
      expect(boss.status).toBe(403);
      expect(boss.body.message).toBe('Only a Super Admin can change, disable, delete or impersonate a Super Admin.');
    });
  });
});
