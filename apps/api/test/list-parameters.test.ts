import { beforeAll, expect, it } from 'vitest';
import { startAsAdmin } from './accounts.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';

interface OpenApi {
  paths: Record<string, { get?: { parameters?: { in: string; name: string }[] } }>;
}

// Issue 35 item 9: one name for a date filter, and a parameter a list does not know is a 422.
describeEachDatabase('list parameters', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api;
  beforeAll(async () => {
    ({ server, admin, adminAr } = await startAsAdmin(suite));
  });

  /** Every list of the API (a GET taking `page`), its path parameters filled with 1, and whether it takes `search`. */
  async function listsWithSearch() {
    const spec = (await server.request('GET', '/api/openapi.json')).body as OpenApi;
    const takes = (parameters: { in: string; name: string }[] | undefined, name: string) => parameters?.some((p) => p.in === 'query' && p.name === name);
    return Object.entries(spec.paths)
      .filter(([, item]) => takes(item.get?.parameters, 'page'))
      .map(([path, item]) => ({ path: path.replace(/\{[^}]+\}/g, '1'), search: takes(item.get?.parameters, 'search') }));
  }
  const lists = async () => (await listsWithSearch()).map((list) => list.path);

  it('answers a parameter a list does not know with 422 naming it, in both languages', async () => {
    const paths = await lists();
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      const answer = await admin.get(`${path}?page=1&date_form=2026-01-01`);
      expect(answer.status, path).toBe(422);
      expect(answer.body.errors, path).toEqual({ date_form: ['“date_form” is not a parameter of this list; is it misspelt?'] });
    }
    const arabic = await adminAr.get('/api/dashboard/orders?satus=1&perPage=5');
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors).toEqual({ satus: ['«⁦satus⁩» ليس من معاملات هذه القائمة؛ هل في كتابته خطأ؟'] });
    const two = await admin.get('/api/dashboard/units?a=1&b=2');
    expect(Object.keys(two.body.errors).sort()).toEqual(['a', 'b']);
  });

  it('takes the paging, search and sort parameters the web app sends to every list', async () => {
    // The notifications list (the bell) pages and sorts but is not searched.
    const searched = await listsWithSearch();
    expect(searched.filter((list) => !list.search).map((list) => list.path)).toEqual(['/api/dashboard/notifications']);
    for (const { path, search } of searched) {
      const answer = await admin.get(`${path}?page=1&perPage=5&per_page=5${search ? '&search=x' : ''}`);
      expect([200, 404], `${path}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
    }
  });

  it('filters the history by date_from / date_to as every list does, from / to kept as their alias', async () => {
    const history = '/api/dashboard/history';
    const all = (await admin.get(`${history}?perPage=100`)).body;
    expect(all.meta.total).toBeGreaterThan(0);
    const newest = all.data[0].created_at as string;
    const after = new Date(Date.parse(newest) + 1000).toISOString();
    const ids = async (query: string) => {
      const answer = await admin.get(`${history}?perPage=100&${query}`);
      expect(answer.status, `${query}: ${JSON.stringify(answer.body)}`).toBe(200);
      return (answer.body.data as { id: number }[]).map((entry) => entry.id);
    };
    expect(await ids(`date_from=${after}`)).toEqual([]);
    expect(await ids(`from=${after}`)).toEqual([]);
    expect(await ids(`date_to=${newest}`)).toContain(all.data[0].id);
    expect(await ids(`to=${new Date(Date.parse(newest) - 86_400_000 * 365).toISOString()}`)).toEqual([]);
    // A day, as the other lists take it: that UTC day, whole.
    const today = newest.slice(0, 10);
    expect(await ids(`date_from=${today}&date_to=${today}`)).toContain(all.data[0].id);
    expect(await ids(`date_to=2000-01-01`)).toEqual([]);
    const bad = await admin.get(`${history}?date_from=2026-02-31`);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['date_from']);
  });
});
