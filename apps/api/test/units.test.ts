import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, userWith } from './accounts.js';
import { expectListOnly } from './answers.js';
import { formOf } from './catalogue-fixtures.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';

const units = '/api/dashboard/units';

/** The demo seed's units, English and Arabic. */
const seeded = {
  en: ['Piece', 'Kilogram', 'Gram', 'Liter', 'Millilitre', 'Box', 'Dozen', 'Metre', 'Pack', 'Carton', 'Bottle', 'Pair', 'Set'],
  ar: ['قطعة', 'كيلوجرام', 'جرام', 'لتر', 'مليلتر', 'علبة', 'دستة', 'متر', 'عبوة', 'كرتونة', 'زجاجة', 'زوج', 'طقم'],
};

interface Unit {
  id: number;
  name: { en: string; ar: string };
  created_at: string;
  updated_at: string;
}

describeEachDatabase('units', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api, adminToken: string, adminUser: { id: number; username: string };
  beforeAll(async () => {
    let adminId: number;
    ({ server, admin, adminAr, token: adminToken, adminId } = await startAsAdmin(suite));
    adminUser = { id: adminId, username: 'admin' };
  });

  const create = async (en: string, ar: string): Promise<Unit> => {
    const answer = await admin.post(units, { name: { en, ar } });
    expect(answer.status).toBe(201);
    return answer.body.data;
  };
  const exists = async (id: number) => (await admin.get(`${units}/${id}`)).status === 200;
  const historyOf = async (id: number) =>
    (await admin.get(`/api/dashboard/history?model=units&model_id=${id}`)).body.data as {
      action: string; before: unknown; after: unknown; user: unknown; model: string; model_id: string; ip: string;
    }[];
  /** Every unit through the cursor, page by page, in the given sort and language. */
  async function walk(api: Api, sort: string, perPage: number) {
    const seen: Unit[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = new URLSearchParams({ perPage: String(perPage), sort, ...(cursor ? { cursor } : {}) });
      const answer = await api.get(`${units}?${query}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.length).toBeLessThanOrEqual(perPage);
      seen.push(...answer.body.data);
      cursor = answer.body.meta.next_cursor;
      pages += 1;
    } while (cursor && pages < 100);
    return seen;
  }

  // The reading tests run first, on the seed as it is, before any test adds a unit.
  describe('reading the seed', () => {
    it('lists every seeded unit with perPage=10000', async () => {
      const answer = await admin.get(`${units}?perPage=10000`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((u: Unit) => u.name.en).sort()).toEqual([...seeded.en].sort());
      expect(answer.body.data.map((u: Unit) => u.name.ar).sort()).toEqual([...seeded.ar].sort());
      expect(answer.body.meta).toEqual({
        current_page: 1, per_page: 10000, total: 13, total_is_estimate: false, last_page: 1, next_cursor: null,
      });
      expect(answer.body.data[0]).toEqual({
        id: expect.any(Number), name: { en: expect.any(String), ar: expect.any(String) },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect((await admin.get(`${units}?perPage=10001`)).status).toBe(422);
    });

    it('pages with page and perPage, newest first by default', async () => {
      const all: Unit[] = (await admin.get(`${units}?perPage=100`)).body.data;
      const ids = all.map((u) => u.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const second = await admin.get(`${units}?perPage=5&page=2`);
      expect(second.body.data.map((u: Unit) => u.id)).toEqual(ids.slice(5, 10));
      expect(second.body.meta).toMatchObject({ current_page: 2, per_page: 5, total: 13, total_is_estimate: false, last_page: 3 });
      const third = await admin.get(`${units}?per_page=5&page=3`);
      expect(third.body.data.map((u: Unit) => u.id)).toEqual(ids.slice(10));
      expect(third.body.meta).toMatchObject({ current_page: 3, per_page: 5, last_page: 3, next_cursor: null });
      expect((await admin.get(`${units}?page=1`)).body.meta.per_page).toBe(15);
    });

    it('sorts by name in the language of the request, both ways', async () => {
      const names = async (api: Api, sort: string, lang: 'en' | 'ar') =>
        ((await api.get(`${units}?perPage=100&sort=${sort}`)).body.data as Unit[]).map((u) => u.name[lang]);
      const en = [...seeded.en].sort();
      const ar = [...seeded.ar].sort();
      expect(en[0]).toBe('Bottle');
      expect(ar[0]).toBe('جرام');
      expect(await names(admin, 'name', 'en')).toEqual(en);
      expect(await names(admin, '-name', 'en')).toEqual([...en].reverse());
      expect(await names(adminAr, 'name', 'ar')).toEqual(ar);
      expect(await names(adminAr, '-name', 'ar')).toEqual([...ar].reverse());

      const unknown = await admin.get(`${units}?sort=password`);
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toHaveProperty('sort');
    });

    it('walks every row exactly once through the cursor, in any sort', async () => {
      const ids = ((await admin.get(`${units}?perPage=100`)).body.data as Unit[]).map((u) => u.id).sort((a, b) => a - b);
      for (const [api, sort] of [[admin, '-id'], [admin, 'name'], [admin, '-name'], [adminAr, 'name'], [admin, 'updated_at']] as const) {
        const seen = await walk(api, sort, 4);
        expect(seen.map((u) => u.id).sort((a, b) => a - b), `${sort}`).toEqual(ids);
      }
      const byName = await walk(admin, 'name', 4);
      expect(byName.map((u) => u.name.en)).toEqual([...seeded.en].sort());
      expect((await admin.get(`${units}?cursor=not-a-cursor`)).status).toBe(422);
    });
  });

  describe('search', () => {
    let pasta: Unit;
    beforeAll(async () => {
      pasta = await create('Italian Pasta', 'مكرونة إيطالية');
    });

    it('folds Arabic spellings: ة/ه and إ/ا', async () => {
      for (const term of ['ايطاليه', 'مكرونه', 'إيطالية', 'مكرونة ايطاليه']) {
        const found = await admin.get(`${units}?search=${encodeURIComponent(term)}`);
        expect(found.body.data.map((u: Unit) => u.id), term).toEqual([pasta.id]);
        expect(found.body.meta.total).toBe(1);
      }
    });

    it('matches English without regard to case, and takes % and _ literally', async () => {
      for (const term of ['italian', 'PASTA', 'iTaLiAn pAsTa']) {
        expect((await admin.get(`${units}?search=${term}`)).body.data.map((u: Unit) => u.id), term).toEqual([pasta.id]);
      }
      expect((await admin.get(`${units}?search=${encodeURIComponent('%')}`)).body.data).toEqual([]);
      expect((await admin.get(`${units}?search=_`)).body.data).toEqual([]);
      expect((await admin.get(`${units}?search=kilo`)).body.data.map((u: Unit) => u.name.en)).toEqual(['Kilogram']);
    });
  });

  describe('writing', () => {
    it('creates a unit with 201', async () => {
      const answer = await admin.post(units, { name: { en: '  Tray ', ar: 'صينية' } });
      expect(answer.status).toBe(201);
      expect(answer.body.data).toEqual({
        id: expect.any(Number), name: { en: 'Tray', ar: 'صينية' }, created_at: expect.any(String), updated_at: expect.any(String),
      });
      expect((await admin.get(`${units}/${answer.body.data.id}`)).body.data).toEqual(answer.body.data);
    });

    it('answers invalid input with 422 and dotted field keys, in both languages', async () => {
      const blank = { name: { en: ' ', ar: '' } };
      const english = await admin.post(units, blank);
      expect(english.status).toBe(422);
      expect(english.body).toEqual({
        message: 'data incomplete',
        errors: { 'name.en': ['English name is required'], 'name.ar': ['Arabic name is required'] },
      });
      const arabic = await adminAr.post(units, blank);
      expect(arabic.status).toBe(422);
      expect(arabic.body).toEqual({
        message: 'البيانات غير مكتملة',
        errors: { 'name.en': ['الاسم بالإنجليزية مطلوب'], 'name.ar': ['الاسم بالعربية مطلوب'] },
      });

      const tooLong = await admin.post(units, { name: { en: 'x'.repeat(101), ar: 'ب' } });
      expect(tooLong.status).toBe(422);
      expect(tooLong.body.errors).toEqual({ 'name.en': ['English name may not be more than 100 characters'] });
      // Nothing sent is "required"; something of the wrong kind is "invalid".
      expect((await admin.post(units, {})).body.errors).toEqual({ name: ['Name is required'] });
      expect((await admin.post(units, { name: 'Kilo' })).body.errors).toEqual({ name: ['Name is invalid'] });
      expect((await adminAr.post(units, { name: ['Kilo'] })).body.errors).toEqual({ name: ['الاسم غير صالح'] });
    });

    it('updates with PATCH', async () => {
      const unit = await create('Sack', 'شوال');
      const answer = await admin.patch(`${units}/${unit.id}`, { name: { en: 'Sack (large)', ar: 'شوال كبير' } });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ id: unit.id, name: { en: 'Sack (large)', ar: 'شوال كبير' }, created_at: unit.created_at });
      expect(answer.body.data.updated_at >= unit.updated_at).toBe(true);
      expect((await admin.get(`${units}/${unit.id}`)).body.data.name.en).toBe('Sack (large)');
      const invalid = await adminAr.patch(`${units}/${unit.id}`, { name: { en: 'Sack' } });
      expect(invalid.status).toBe(422);
      expect(invalid.body.errors).toEqual({ 'name.ar': ['الاسم بالعربية مطلوب'] });
    });

    it('updates through POST /{id} with _method=PATCH, as JSON and as a multipart form', async () => {
      const unit = await create('Roll', 'لفة');
      const json = await admin.post(`${units}/${unit.id}`, { _method: 'PATCH', name: { en: 'Roll (JSON)', ar: 'لفة جيسون' } });
      expect(json.status).toBe(200);
      expect(json.body.data.name).toEqual({ en: 'Roll (JSON)', ar: 'لفة جيسون' });

      const multipart = await admin.post(`${units}/${unit.id}`, formOf({ _method: 'PATCH', 'name[en]': 'Roll (form)', 'name[ar]': 'لفة نموذج' }));
      expect(multipart.status).toBe(200);
      expect(multipart.body.data.name).toEqual({ en: 'Roll (form)', ar: 'لفة نموذج' });
      expect((await admin.get(`${units}/${unit.id}`)).body.data.name).toEqual({ en: 'Roll (form)', ar: 'لفة نموذج' });

      const incomplete = new FormData();
      incomplete.append('_method', 'patch');
      incomplete.append('name[en]', 'Roll');
      const invalid = await adminAr.post(`${units}/${unit.id}`, incomplete);
      expect(invalid.status).toBe(422);
      expect(invalid.body.errors).toEqual({ 'name.ar': ['الاسم بالعربية مطلوب'] });

      const wrongKind = await admin.post(`${units}/${unit.id}`, { _method: 'PATCH', name: 'Roll' });
      expect(wrongKind.body.errors).toEqual({ name: ['Name is invalid'] });
      const badMethod = await admin.post(`${units}/${unit.id}`, { _method: 'PUT', name: { en: 'x', ar: 'y' } });
      expect(badMethod.status).toBe(422);
      expect(badMethod.body.errors).toEqual({ _method: ['This field is invalid'] });
      expect((await admin.get(`${units}/${unit.id}`)).body.data.name.en).toBe('Roll (form)');
    });

    it('deletes through POST /{id} with _method=DELETE, and with DELETE /{id}', async () => {
      const viaPost = await create('Crate', 'صندوق');
      const posted = await admin.post(`${units}/${viaPost.id}`, { _method: 'DELETE' });
      expect(posted.status).toBe(200);
      expect(posted.body.data.message).toBe('Deleted successfully');
      expect(await exists(viaPost.id)).toBe(false);

      const viaForm = await create('Bale', 'بالة');
      const form = new FormData();
      form.append('_method', 'DELETE');
      expect((await adminAr.post(`${units}/${viaForm.id}`, form)).body.data.message).toBe('تم الحذف بنجاح');
      expect(await exists(viaForm.id)).toBe(false);

      const viaDelete = await create('Jar', 'برطمان');
      expect((await admin.delete(`${units}/${viaDelete.id}`)).status).toBe(200);
      expect(await exists(viaDelete.id)).toBe(false);
      expect((await admin.delete(`${units}/${viaDelete.id}`)).status).toBe(404);
    });

    it('deletes a batch with DELETE and {units: [ids]}, all or nothing', async () => {
      const [a, b, c] = [await create('Batch A', 'دفعة أ'), await create('Batch B', 'دفعة ب'), await create('Batch C', 'دفعة ج')];
      const done = await admin.delete(units, { units: [a.id, b.id] });
      expect(done.status).toBe(200);
      expect(done.body.data.message).toBe('Deleted successfully');
      expect([await exists(a.id), await exists(b.id), await exists(c.id)]).toEqual([false, false, true]);

      const missing = await admin.delete(units, { units: [c.id, 99_999_999] });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Not found.' });
      expect(await exists(c.id)).toBe(true);
      expect((await historyOf(c.id)).map((e) => e.action)).toEqual(['created']);

      const empty = await admin.delete(units, { units: [] });
      expect(empty.status).toBe(422);
      expect(empty.body.errors).toHaveProperty('units');
    });

    it('answers 404 for an unknown id, in both languages', async () => {
      const english = await admin.get(`${units}/99999999`);
      expect(english.status).toBe(404);
      expect(english.body).toEqual({ message: 'Not found.' });
      expect((await adminAr.get(`${units}/99999999`)).body).toEqual({ message: 'غير موجود.' });
      expect((await admin.patch(`${units}/99999999`, { name: { en: 'x', ar: 'y' } })).status).toBe(404);
      expect((await admin.get(`${units}/not-a-number`)).status).toBe(422);
    });
  });

  describe('history', () => {
    it('writes one entry per create, update and delete, with before, after and the user', async () => {
      const created = await create('Tube', 'أنبوب');
      const updated: Unit = (await admin.patch(`${units}/${created.id}`, { name: { en: 'Tube (long)', ar: 'أنبوب طويل' } })).body.data;
      expect((await admin.delete(`${units}/${created.id}`)).status).toBe(200);

      const entries = await historyOf(created.id);
      const common = { model: 'units', model_id: String(created.id), user: adminUser, ip: '127.0.0.1' };
      expect(entries).toMatchObject([
        { ...common, action: 'deleted', before: updated, after: null },
        { ...common, action: 'updated', before: created, after: updated },
        { ...common, action: 'created', before: null, after: created },
      ]);
      expect(entries).toHaveLength(3);
    });

    it('offers no way to edit or delete an entry', async () => {
      const unit = await create('Cup', 'كوب');
      const [entry] = (await admin.get(`/api/dashboard/history?model=units&model_id=${unit.id}`)).body.data;
      const path = `/api/dashboard/history/${entry.id}`;
      const attempts: [string, string][] = [['PATCH', path], ['DELETE', path], ['PUT', path], ['POST', path], ['DELETE', '/api/dashboard/history']];
      for (const [method, target] of attempts) {
        const answer = await server.request(method, target, { token: adminToken, body: { action: 'forged' } });
        expect([404, 405], `${method} ${target}`).toContain(answer.status);
      }
      expect(await historyOf(unit.id)).toHaveLength(1);
    });
  });

  describe('a unit in use', () => {
    beforeAll(async () => {
      // Stands in for a later resource (products) that refers to units.
      await sql`CREATE TABLE test_unit_refs (unit_id integer references units(id))`.execute(server.db);
    });

    it('answers 409 in both languages and keeps the unit and the rest of the batch', async () => {
      const used = await create('Used', 'مستخدمة');
      const free = await create('Free', 'حرة');
      await sql`INSERT INTO test_unit_refs (unit_id) VALUES (${used.id})`.execute(server.db);

      const english = await admin.delete(`${units}/${used.id}`);
      expect(english.status).toBe(409);
      expect(english.body).toEqual({ message: 'This change conflicts with existing data.' });
      const arabic = await adminAr.post(`${units}/${used.id}`, { _method: 'DELETE' });
      expect(arabic.status).toBe(409);
      expect(arabic.body).toEqual({ message: 'هذا التغيير يتعارض مع بيانات موجودة.' });

      const batch = await admin.delete(units, { units: [free.id, used.id] });
      expect(batch.status).toBe(409);
      expect([await exists(used.id), await exists(free.id)]).toEqual([true, true]);
      expect((await historyOf(used.id)).map((e) => e.action)).toEqual(['created']);
      expect((await historyOf(free.id)).map((e) => e.action)).toEqual(['created']);
    });
  });

  describe('permissions', () => {
    it('lets anyone with a products permission read the list (the product form picks a unit), but not change units', async () => {
      const picker = await userWith(server, 'unit-picker', ['products.create']);
      await expectListOnly(server.api(picker.token), units);
      const outsider = await userWith(server, 'unit-outsider', ['customers.view']);
      expect((await server.api(outsider.token).get(units)).status).toBe(403);
    });
  });
});
