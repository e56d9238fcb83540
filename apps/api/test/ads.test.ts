import fs from 'node:fs/promises';
import path from 'node:path';
import { type Ad, calendarDayIn } from '@matjar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { historyActions } from './answers.js';
import { startAsAdminWithMedia, userWith } from './accounts.js';
import { fileOf, formOf, pngImage } from './catalogue-fixtures.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';

const ads = '/api/dashboard/ads';

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function adForm(fields: Record<string, string> = {}, withImage = true) {
  return formOf({
    'title[en]': 'Ramadan nights', 'title[ar]': 'ليالي رمضان', url: '/offers', page: 'home', position: 'middle',
    start_date: dayFrom(-1), end_date: dayFrom(10),
    ...fields,
    ...(withImage && { image: [fileOf(await pngImage(248, 30), 'ad.png', 'image/png'), 'ad.png'] as [Blob, string] }),
  });
}

describeEachDatabase('ads', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api, mediaDir: string;
  beforeAll(async () => {
    // A zone far from UTC: "today" is the store's day, not the server's.
    ({ server, admin, adminAr, mediaDir } = await startAsAdminWithMedia(suite, 'ads', { STORE_TIME_ZONE: 'Pacific/Kiritimati' }));
  });

  const create = async (fields: Record<string, string> = {}) => {
    const answer = await admin.post(ads, await adForm(fields));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as Ad;
  };
  const slot = async (page: string, position: string) =>
    ((await admin.get(`${ads}?placement=${page}&position=${position}&perPage=100`)).body.data as Ad[]).map((ad) => ad.id);

  it('lists the demo ads, one in every slot, with their state on the store’s today', async () => {
    const all = (await admin.get(`${ads}?perPage=100`)).body.data as Ad[];
    for (const page of ['home', 'menu', 'product_details']) {
      for (const position of ['top', 'middle', 'bottom']) {
        expect(all.some((ad) => ad.page === page && ad.position === position), `${page} ${position}`).toBe(true);
      }
    }
    const homeTop = (await admin.get(`${ads}?placement=home&position=top`)).body.data as Ad[];
    expect(homeTop.map((ad) => ad.status)).toEqual(['running', 'scheduled', 'expired', 'disabled']);
    expect(homeTop.map((ad) => ad.sort_order)).toEqual([1, 2, 3, 4]);
    for (const status of ['scheduled', 'expired', 'disabled']) {
      const found = (await admin.get(`${ads}?status=${status}`)).body.data as Ad[];
      expect(found.map((ad) => ad.title.en), status).toHaveLength(1);
    }
    expect((await admin.get(`${ads}?status=running`)).body.meta.total).toBe(9);
    expect((await admin.get(`${ads}?placement=side`)).status).toBe(422);
    await expect(fs.access(path.join(mediaDir, homeTop[0]?.image as string))).resolves.toBeUndefined();
  });

  it('works the state out from the store’s calendar day, in its time zone', async () => {
    const storeToday = calendarDayIn('Pacific/Kiritimati');
    const startsToday = await create({ start_date: storeToday, end_date: storeToday });
    expect(startsToday.status).toBe('running');
    const endedYesterday = await create({ start_date: dayFrom(-30), end_date: dayFrom(-2) });
    expect(endedYesterday.status).toBe('expired');
  });

  it('creates an ad last in its slot, and moving it to another slot puts it last there', async () => {
    const before = await slot('menu', 'bottom');
    const ad = await create({ page: 'menu', position: 'bottom' });
    expect(ad.sort_order).toBe(before.length + 1);
    expect(await slot('menu', 'bottom')).toEqual([...before, ad.id]);
    const target = await slot('product_details', 'top');
    const moved = await admin.post(`${ads}/${ad.id}`, await adForm({ _method: 'PATCH', page: 'product_details', position: 'top' }, false));
    expect(moved.status).toBe(200);
    expect(await slot('product_details', 'top')).toEqual([...target, ad.id]);
    expect(await historyActions(admin, 'ads', ad.id)).toEqual(['updated', 'created']);
  });

  describe('refusals, nothing stored', () => {
    it('an end before the start, a missing picture, slot or link, in both languages', async () => {
      const total = (await admin.get(ads)).body.meta.total;
      const backwards = await admin.post(ads, await adForm({ start_date: dayFrom(5), end_date: dayFrom(1) }));
      expect(backwards.status).toBe(422);
      expect(backwards.body.errors).toEqual({ end_date: ['The end date must be on or after the start date'] });
      const arabic = await adminAr.post(ads, await adForm({ start_date: dayFrom(5), end_date: dayFrom(1) }));
      expect(arabic.body.errors).toEqual({ end_date: ['يجب أن يكون تاريخ الانتهاء في يوم البدء أو بعده'] });
      const bad = await admin.post(ads, await adForm({ page: '', position: 'side', url: 'javascript:alert(1)', start_date: '2026-02-31' }));
      expect(bad.body.errors).toMatchObject({
        page: ['Page is required'],
        position: ['Position is invalid'],
        url: ['Link must be a web address such as https://example.com or /offers'],
        start_date: ['Start date must be a date such as 2026-01-31, or a date and time such as 2026-01-31T20:00'],
      });
      expect((await admin.post(ads, await adForm({}, false))).body.errors).toEqual({ image: ['Image is required'] });
      expect((await admin.get(ads)).body.meta.total).toBe(total);
    });

    it('a path that a browser reads as another site, in both languages', async () => {
      const total = (await admin.get(ads)).body.meta.total;
      for (const url of ['/\\evil.com', '/\\/evil.com', '/\n/evil.com', '/offers\u001f']) {
        const answer = await admin.post(ads, await adForm({ url }));
        expect(answer.status, JSON.stringify(url)).toBe(422);
        expect(answer.body.errors, JSON.stringify(url)).toEqual({ url: ['Link must be a web address such as https://example.com or /offers'] });
      }
      const arabic = await adminAr.post(ads, await adForm({ url: '/\\evil.com' }));
      expect(arabic.status).toBe(422);
      expect(arabic.body.errors).toEqual({ url: ['الرابط يجب أن يكون عنواناً على الويب مثل ⁦https://example.com⁩ أو ⁦/offers⁩'] });
      expect((await admin.get(ads)).body.meta.total).toBe(total);
    });
  });

  it('reorders one slot, refusing ads of two slots', async () => {
    const [first, second] = await slot('home', 'top');
    const answer = await admin.post(`${ads}/order`, { ads: [second, first] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.slice(0, 2).map((ad: Ad) => ad.id)).toEqual([second, first]);
    expect((await slot('home', 'top')).slice(0, 2)).toEqual([second, first]);
    const [other] = await slot('menu', 'top');
    expect((await admin.post(`${ads}/order`, { ads: [first, other] })).body.errors).toEqual({
      ads: ['All the items must be of one group (one slider, one ad slot)'],
    });
  });

  it('switches off and on, deletes with its picture, and asks ads.* permissions', async () => {
    const ad = await create();
    expect((await admin.post(`${ads}/${ad.id}/deactivate`, {})).body.data.status).toBe('disabled');
    expect((await admin.post(`${ads}/${ad.id}/activate`, {})).body.data.status).toBe('running');
    const viewer = await userWith(server, 'ads-viewer', ['ads.view']);
    expect((await server.api(viewer.token).get(ads)).status).toBe(200);
    expect((await server.api(viewer.token).post(`${ads}/order`, { ads: [ad.id] })).status).toBe(403);
    expect((await server.api(viewer.token).delete(`${ads}/${ad.id}`)).status).toBe(403);
    expect((await admin.delete(`${ads}/${ad.id}`)).status).toBe(200);
    await expect(fs.access(path.join(mediaDir, ad.image))).rejects.toThrow();
  });
});
