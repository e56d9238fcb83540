import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { historyActions } from './answers.js';
import { startAsAdminWithMedia, userWith } from './accounts.js';
import { fileOf, formOf, pngImage, twoMegabyteImage } from './catalogue-fixtures.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';

const sliders = '/api/dashboard/sliders';

interface SlideOut {
  id: number;
  type: 'main' | 'about';
  title: { en: string; ar: string };
  image: string;
  sort_order: number;
  is_active: boolean;
}

/** A slide's multipart form; `image: false` leaves the file out. */
async function slideForm(fields: Record<string, string> = {}, image: boolean | Blob = true) {
  const file = image === true ? fileOf(await pngImage(248, 80), 'slide.png', 'image/png') : image;
  return formOf({
    type: 'main', 'title[en]': 'Eid offers', 'title[ar]': 'عروض العيد', 'button_title[en]': 'Shop', 'button_title[ar]': 'تسوّق',
    'content[en]': 'Gifts for everyone', 'content[ar]': 'هدايا للجميع', button_url: 'https://shop.example.com/eid',
    ...fields,
    ...(file && { image: [file, 'slide.png'] as [Blob, string] }),
  });
}

describeEachDatabase('sliders', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api, mediaDir: string;
  beforeAll(async () => {
    ({ server, admin, adminAr, mediaDir } = await startAsAdminWithMedia(suite, 'sliders'));
  });

  const create = async (fields: Record<string, string> = {}) => {
    const answer = await admin.post(sliders, await slideForm(fields));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as SlideOut;
  };
  const order = async (type: 'main' | 'about') =>
    ((await admin.get(`${sliders}?type=${type}&perPage=100`)).body.data as SlideOut[]).map((slide) => slide.id);

  it('lists the demo slides of each slider in their order, each with a picture made by the seed', async () => {
    const main = await admin.get(`${sliders}?type=main`);
    expect(main.status).toBe(200);
    const slides = main.body.data as SlideOut[];
    expect(slides.map((s) => s.title.en)).toEqual(['Summer sale', 'New kitchen range', 'Back to school']);
    expect(slides.map((s) => s.sort_order)).toEqual([1, 2, 3]);
    expect(slides.map((s) => s.is_active)).toEqual([true, true, false]);
    const picture = await sharp(await fs.readFile(path.join(mediaDir, slides[0]?.image as string))).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 1240, height: 400 });
    expect((await admin.get(`${sliders}?type=about`)).body.data.map((s: SlideOut) => s.title.en)).toEqual(['Our story']);
    expect((await admin.get(`${sliders}?is_active=false`)).body.data.map((s: SlideOut) => s.title.en)).toEqual(['Back to school']);
    expect((await admin.get(`${sliders}?type=side`)).status).toBe(422);
  });

  it('creates a slide at the end of its slider, its image stored as WebP, and records it', async () => {
    const before = await order('about');
    const slide = await create({ type: 'about', button_url: '/pages/team' });
    expect(slide).toMatchObject({ type: 'about', title: { en: 'Eid offers', ar: 'عروض العيد' }, sort_order: before.length + 1, is_active: true });
    expect(slide.image).toMatch(/^[0-9a-f]{32}\.webp$/);
    await expect(fs.access(path.join(mediaDir, slide.image))).resolves.toBeUndefined();
    expect(await order('about')).toEqual([...before, slide.id]);
    expect(await historyActions(admin, 'sliders', slide.id)).toEqual(['created']);
  });

  describe('refusals, nothing stored', () => {
    it('requires the image, the texts in both languages and a valid button URL, in both languages', async () => {
      const count = async () => (await admin.get(sliders)).body.meta.total as number;
      const pictures = async () => (await fs.readdir(mediaDir)).filter((name) => name.endsWith('.webp')).length;
      const total = await count();
      const picturesBefore = await pictures();
      const empty = await admin.post(sliders, formOf({ 'title[en]': ' ', 'button_title[en]': 'Go', 'content[ar]': 'نص' }));
      expect(empty.status).toBe(422);
      expect(Object.keys(empty.body.errors).sort()).toEqual(['button_title.ar', 'button_url', 'content.en', 'title.ar', 'title.en', 'type']);
      expect(empty.body.errors.type).toEqual(['Type is required']);
      expect(empty.body.errors['title.en']).toEqual(['English title is required']);
      const noImage = await admin.post(sliders, await slideForm({}, false));
      expect(noImage.body.errors).toEqual({ image: ['Image is required'] });
      // The backslash and control-character paths open another site in a browser.
      const otherSites = ['/\\evil.com', '/\\/evil.com', '/\t/evil.com', '/x\u0000', 'https://shop.example.com\\@evil.com'];
      for (const url of ['javascript:alert(1)', 'ftp://files.example.com', '//evil.example.com', 'not a link', 'https://localhost', ...otherSites]) {
        const answer = await admin.post(sliders, await slideForm({ button_url: url }));
        expect(answer.status, url).toBe(422);
        expect(answer.body.errors.button_url, url).toEqual(['Button URL must be a web address such as https://example.com or /offers']);
      }
      const arabic = await adminAr.post(sliders, await slideForm({ button_url: 'javascript:alert(1)' }));
      expect(arabic.status).toBe(422);
      expect(arabic.body.errors.button_url[0]).toContain('رابط الزر');
      const huge = await admin.post(sliders, await slideForm({}, fileOf(await twoMegabyteImage(), 'huge.png', 'image/png')));
      expect(huge.body.errors).toEqual({ image: ['Image must be smaller than 1 MB'] });
      expect(await count()).toBe(total);
      // The refused uploads' files were written, and each was removed again.
      expect(await pictures()).toBe(picturesBefore);
    });

    it('keeps the image required on update: it can be replaced, never removed', async () => {
      const slide = await create();
      const removed = await admin.patch(`${sliders}/${slide.id}`, {
        type: 'main', title: slide.title, button_title: { en: 'Go', ar: 'اذهب' }, content: { en: 'c', ar: 'م' }, button_url: '/x', image: null,
      });
      expect(removed.status).toBe(422);
      expect(removed.body.errors).toEqual({ image: ['Image is required'] });
      const replaced = await admin.post(`${sliders}/${slide.id}`, await slideForm({ _method: 'PATCH', 'title[en]': 'Eid (new)' }));
      expect(replaced.status).toBe(200);
      expect(replaced.body.data.title.en).toBe('Eid (new)');
      expect(replaced.body.data.image).not.toBe(slide.image);
      await expect(fs.access(path.join(mediaDir, slide.image))).rejects.toThrow();
    });
  });

  it('moving a slide to the other slider puts it last there', async () => {
    const slide = await create({ type: 'main' });
    const about = await order('about');
    const moved = await admin.post(`${sliders}/${slide.id}`, await slideForm({ _method: 'PATCH', type: 'about' }));
    expect(moved.status).toBe(200);
    expect(await order('about')).toEqual([...about, slide.id]);
    expect(await order('main')).not.toContain(slide.id);
  });

  describe('reordering', () => {
    it('puts the listed slides first in the given order, the others after them, and records each move', async () => {
      const [a, b, c] = await order('main');
      const answer = await admin.post(`${sliders}/order`, { sliders: [c, a] });
      expect(answer.status).toBe(200);
      const now = answer.body.data.map((s: SlideOut) => s.id);
      expect(now.slice(0, 3)).toEqual([c, a, b]);
      expect(answer.body.data.map((s: SlideOut) => s.sort_order)).toEqual(now.map((_: number, i: number) => i + 1));
      expect(await order('main')).toEqual(now);
      expect(await historyActions(admin, 'sliders', c as number)).toEqual(['updated']);
    });

    it('refuses a repeated id, slides of both sliders and unknown ids, changing nothing', async () => {
      const main = await order('main');
      const [about] = await order('about');
      expect((await admin.post(`${sliders}/order`, { sliders: [main[0], main[0]] })).body.errors).toEqual({ sliders: ['This value is repeated'] });
      expect((await admin.post(`${sliders}/order`, { sliders: [main[1], about] })).body.errors).toEqual({ sliders: ['All the items must be of one group (one slider, one ad slot)'] });
      expect((await admin.post(`${sliders}/order`, { sliders: [main[1], 99_999_999] })).status).toBe(404);
      expect((await admin.post(`${sliders}/order`, { sliders: [] })).status).toBe(422);
      expect(await order('main')).toEqual(main);
    });
  });

  it('enables and disables (idempotent), deletes one and a batch, each recorded', async () => {
    const slide = await create();
    const off = await admin.post(`${sliders}/${slide.id}/deactivate`, {});
    expect(off.body.data.is_active).toBe(false);
    expect((await admin.post(`${sliders}/${slide.id}/deactivate`, {})).body.data.is_active).toBe(false);
    expect((await admin.post(`${sliders}/${slide.id}/activate`, {})).body.data.is_active).toBe(true);
    expect(await historyActions(admin, 'sliders', slide.id)).toEqual(['updated', 'updated', 'created']);
    const other = await create();
    expect((await admin.delete(sliders, { sliders: [slide.id, other.id] })).status).toBe(200);
    expect((await admin.get(`${sliders}/${slide.id}`)).status).toBe(404);
    await expect(fs.access(path.join(mediaDir, other.image))).rejects.toThrow();
    expect(await historyActions(admin, 'sliders', other.id)).toEqual(['deleted', 'created']);
  });

  it('asks sliders.* permissions: a viewer reads but neither writes nor reorders', async () => {
    const viewer = await userWith(server, 'slide-viewer', ['sliders.view']);
    const api = server.api(viewer.token);
    const ids = await order('main');
    expect((await api.get(sliders)).status).toBe(200);
    expect((await api.post(sliders, await slideForm())).status).toBe(403);
    expect((await api.post(`${sliders}/order`, { sliders: ids })).status).toBe(403);
    expect((await api.post(`${sliders}/${ids[0]}/deactivate`, {})).status).toBe(403);
  });
});
