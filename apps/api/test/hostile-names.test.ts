import { beforeAll, expect, it } from 'vitest';
import { startAsAdmin } from './accounts.js';
import { productBody, seededCatalogue } from './catalogue-fixtures.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';
import { AppError } from '../src/lib/errors.js';
import { uniqueness } from '../src/lib/unique.js';

/**
 * Issue 35, items 4, 5 and 12 (first half), and issue 34's declared uniqueness: names that
 * look like others are one name, what nobody sees is refused, control characters never
 * reach either database, and two requests at once for one name give the field's 422.
 */

const roles = '/api/dashboard/roles';
const users = '/api/dashboard/users';
const brands = '/api/dashboard/brands';

describeEachDatabase('hostile names', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api, roleId: number;
  beforeAll(async () => {
    ({ server, admin, adminAr } = await startAsAdmin(suite));
    roleId = (await server.db.selectFrom('roles').select('id').where('name', '=', 'Order desk').executeTakeFirstOrThrow()).id;
  });

  const taken = { name: ['This Name is already taken.'] };
  const hidden = { name: ['Name may not contain invisible or direction-changing characters'] };

  it('refuses a role name that reads as one already held (no-break space, full-width, Cyrillic, doubled spaces, case) as taken', async () => {
    for (const name of ['Super\u00a0Admin', 'Ｓｕｐｅｒ Admin', '\u0405uper Admin', 'Super  Admin', 'super admin', 'Sup\u0435r Admin', ' Super\tAdmin ']) {
      const answer = await admin.post(roles, { name, permissions: [] });
      expect(answer.status, JSON.stringify(name)).toBe(422);
      expect(answer.body.errors, JSON.stringify(name)).toEqual(taken);
    }
    // A Greek capital eta and omicron read as H and O too.
    expect((await admin.post(roles, { name: '\u0397elp desk' })).status).toBe(201);
    expect((await admin.post(roles, { name: 'Help desk' })).body.errors).toEqual(taken);
    expect((await admin.post(roles, { name: 'Order d\u0435sk' })).body.errors).toEqual(taken);
    // A rename to a look-alike of another role is refused too; keeping one's own name is not.
    const desk = await admin.patch(`${roles}/${roleId}`, { name: 'ORDER\u2003DESK' });
    expect(desk.status).toBe(200);
    expect(desk.body.data.name).toBe('ORDER DESK');
    expect((await admin.patch(`${roles}/${roleId}`, { name: 'Catalogue man\u0430ger' })).body.errors).toEqual(taken);
  });

  it('refuses invisible, bidi-control and control characters in names, in both languages', async () => {
    for (const name of ['Super Admin\u200b', '\u202eSuper Admin', 'Super\u2066 Admin', 'Admin\u200d', 'Ad\ufeffmins', 'Staff\u{E0101}']) {
      const answer = await admin.post(roles, { name });
      expect(answer.status, JSON.stringify(name)).toBe(422);
      expect(answer.body.errors, JSON.stringify(name)).toEqual(hidden);
    }
    const arabic = await adminAr.post(roles, { name: '\u202eمدير' });
    expect(arabic.body.errors).toEqual({ name: ['الاسم يجب ألا يحتوي على رموز غير مرئية أو رموز تغيّر اتجاه الكتابة'] });
    expect((await admin.post(roles, { name: 'Night\u0000shift' })).body.errors).toEqual({ name: ['Name may not contain control characters'] });
    // A name is stored as normalised: one space, NFKC letters.
    const spaced = await admin.post(roles, { name: '  Night \u00a0  shift  ' });
    expect(spaced.status).toBe(201);
    expect(spaced.body.data.name).toBe('Night shift');
    expect((await server.db.selectFrom('roles').select('name').where('id', '=', spaced.body.data.id).executeTakeFirstOrThrow()).name).toBe('Night shift');
  });

  it('keeps Arabic names as typed and compares them as read: diacritics, tatweel and Persian letters make no new name', async () => {
    const created = await admin.post(roles, { name: 'مدير المخزن' });
    expect(created.status).toBe(201);
    expect(created.body.data.name).toBe('مدير المخزن');
    for (const name of ['مُدِير المخزن', 'مـديـر المخزن', 'مد\u06CCر المخزن', '\uFEE3\uFEAA\uFEF3\uFEAE المخزن']) {
      const answer = await adminAr.post(roles, { name });
      expect(answer.status, name).toBe(422);
      expect(answer.body.errors, name).toEqual({ name: ['الاسم مستخدم من قبل.'] });
    }
    // Tatweel is a way of writing a name, kept as typed.
    const stretched = await admin.post(roles, { name: 'مـشـرف' });
    expect(stretched.body.data.name).toBe('مـشـرف');
    expect((await admin.post(roles, { name: 'مشرف' })).body.errors).toEqual(taken);
  });

  it('refuses a username that reads as another account\'s', async () => {
    const base = { email: 'lookalike@example.com', password: 'password123', role_ids: [roleId] };
    for (const username of ['\u0430dmin', 'ａｄｍｉｎ', 'ADMIN', '\u0430dm\u0456n']) {
      const answer = await admin.post(users, { ...base, username });
      expect(answer.status, username).toBe(422);
      expect(answer.body.errors, username).toEqual({ username: ['This Username is already taken.'] });
    }
    const invisible = await admin.post(users, { ...base, username: 'admin\u200d' });
    expect(invisible.body.errors).toEqual({ username: ['Username may not contain invisible or direction-changing characters'] });
    const created = await admin.post(users, { ...base, username: 'ｍｏｎａ' });
    expect(created.status).toBe(201);
    expect(created.body.data.username).toBe('mona');
  });

  it('refuses a catalogue name that reads as another brand\'s, in either language', async () => {
    expect((await admin.post(brands, { name: { en: 'Nile Foods', ar: 'أغذية النيل' } })).status).toBe(201);
    const latin = await admin.post(brands, { name: { en: 'N\u0456le  Foods', ar: 'علامة أخرى' } });
    expect(latin.status).toBe(422);
    expect(latin.body.errors).toEqual({ 'name.en': ['This English name is already taken.'] });
    const arabic = await adminAr.post(brands, { name: { en: 'Other brand', ar: 'اغذ\u06CCة الن\u06CCل' } });
    expect(arabic.body.errors).toEqual({ 'name.ar': ['الاسم بالعربية مستخدم من قبل.'] });
  });

  it('refuses NUL and control characters in every kind of text field with the field\'s message, keeping lines and tabs in long texts', async () => {
    const nul = await admin.post(brands, { name: { en: 'Nul\u0000brand', ar: 'علامة' } });
    expect(nul.status).toBe(422);
    expect(nul.body.errors).toEqual({ 'name.en': ['English name may not contain control characters'] });
    const bell = await adminAr.post('/api/dashboard/categories', { name: { en: 'Bells', ar: 'أجراس' }, notes: 'ding\u0007' });
    expect(bell.status).toBe(422);
    expect(Object.keys(bell.body.errors)).toEqual(['notes']);
    expect(bell.body.errors.notes[0]).toContain('رموز تحكم');
    const lines = await admin.post('/api/dashboard/categories', { name: { en: 'Lines', ar: 'سطور' }, notes: 'first line\n\tsecond line' });
    expect(lines.status).toBe(201);
    expect(lines.body.data.notes).toBe('first line\n\tsecond line');
    const escape = await admin.post('/api/dashboard/tickets', { subject: 'Broken \u001b[31mred', department: 'technical', description: 'x' });
    expect(escape.status).toBe(422);
    expect(escape.body.errors.subject).toEqual(['Subject may not contain control characters']);
    const deleteChar = await admin.post('/api/dashboard/customers', { name: 'Omar\u007f', phone: '01012345678', status: 'active' });
    expect(deleteChar.status).toBe(422);
    expect(deleteChar.body.errors.name).toEqual(['Name may not contain control characters']);
  });

  it('gives the field\'s 422, never a bare 409, to many requests at once for one new name', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => admin.post(roles, { name: 'Rush hour', permissions: [] })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.status === 422)) expect(answer.body.errors).toEqual(taken);
    // Look-alikes racing each other are one name too: the writes of one table take turns.
    const spellings = ['Night owl', 'Night\u00a0owl', 'NIGHT OWL', 'N\u0456ght owl'];
    const raced = await Promise.all(spellings.map((name) => admin.post(roles, { name })));
    expect(raced.filter((a) => a.status === 201)).toHaveLength(1);
    const brandsRaced = await Promise.all(Array.from({ length: 4 }, () => admin.post(brands, { name: { en: 'Delta', ar: 'دلتا' } })));
    expect(brandsRaced.map((a) => a.status).sort()).toEqual([201, 422, 422, 422]);
    // Codes compared exactly take no turns: the unique index settles the race, answered on the field.
    const { refs } = await seededCatalogue(admin);
    const products = await Promise.all(Array.from({ length: 4 }, () => admin.post('/api/dashboard/products', productBody(refs, { sku: 'RACE-1' }))));
    expect(products.map((a) => a.status).sort()).toEqual([201, 422, 422, 422]);
    for (const answer of products.filter((a) => a.status === 422)) expect(answer.body.errors).toEqual({ sku: ['This SKU is already taken.'] });
  });

  it('answers a violation of the unique index, which a check run beside it could not see, as the field\'s 422 on this database', async () => {
    const unique = uniqueness<{ name?: string }>({
      table: 'roles',
      fields: [{ field: 'name', column: 'name', value: (input) => input.name, compare: 'lookalike', index: 'roles_name_key' }],
    });
    const now = new Date().toISOString();
    const insert = () => server.db.insertInto('roles').values({ name: 'Twice inserted', created_at: now, updated_at: now }).execute();
    await unique.mapped(insert);
    const error = await unique.mapped(insert).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 422, fieldErrors: { name: ['validation.unique'] } });
    // A violation of an index the resource did not declare stays what it was.
    const other = await unique.mapped(() => server.db.insertInto('users').values({
      username: 'admin', email: 'other@example.com', password_hash: 'x', is_active: 1, must_change_password: 0, locale: null, version: 1, created_at: now, updated_at: now,
    }).execute()).catch((e: unknown) => e);
    expect(other).not.toBeInstanceOf(AppError);
  });
});
