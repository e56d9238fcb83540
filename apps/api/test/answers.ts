import { expect } from 'vitest';
import type { Answer, Api } from './harness.js';

/** The answer, failing the test (showing the body) unless it has this status. */
export function expectStatus(answer: Answer, status: number): Answer {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer;
}

/** A GET that must answer 200. */
export const readOk = async (api: Api, path: string) => expectStatus(await api.get(path), 200);

/** A POST that must answer 201: the row it made. */
export const createdAt = async (api: Api, path: string, body: unknown) => expectStatus(await api.post(path, body), 201).body.data;

/** The actions the history holds of one row, newest first. */
export const historyActions = async (api: Api, model: string, id: number) =>
  ((await api.get(`/api/dashboard/history?model=${model}&model_id=${id}`)).body.data as { action: string }[]).map((e) => e.action);

/** What one who only picks from a list elsewhere (a product form's brand or unit) may do: read the list, not a row, not add one. */
export async function expectListOnly(api: Api, path: string): Promise<void> {
  expect((await api.get(`${path}?perPage=10000`)).status).toBe(200);
  expect((await api.get(`${path}/1`)).status).toBe(403);
  expect((await api.post(path, { name: { en: 'x', ar: 'y' } })).status).toBe(403);
}

/**
 * Deletes `a` alone (`POST` with `_method=DELETE`); refuses a batch `{ [key]: ids }` naming a
 * missing id, `b` left in place; then deletes `b` and `c` in one batch, sent by `batchApi`.
 * Answers that batch's answer.
 */
export async function expectDeletesAllOrNothing(api: Api, path: string, key: string, [a, b, c]: [{ id: number }, { id: number }, { id: number }], batchApi = api): Promise<Answer> {
  expect((await api.post(`${path}/${a.id}`, { _method: 'DELETE' })).body.data.message).toBe('Deleted successfully');
  expect((await api.delete(path, { [key]: [b.id, 99_999_999] })).status).toBe(404);
  expect((await api.get(`${path}/${b.id}`)).status).toBe(200);
  const batch = await batchApi.delete(path, { [key]: [b.id, c.id] });
  for (const { id } of [a, b, c]) expect((await api.get(`${path}/${id}`)).status).toBe(404);
  return batch;
}
