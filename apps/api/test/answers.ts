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
