import { ApiError, type FieldErrors } from './api-error';

/** Messages used when the answer carries none (a proxy's HTML 502) or never came. */
export interface FallbackMessages {
  server: () => string;
  network: () => string;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

/** Parses a JSON answer; an error status becomes an `ApiError` with the server's message. */
export async function readResponse<T>(response: Response, messages: FallbackMessages): Promise<T> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (response.ok) return body as T;
  const { message, errors } = (body ?? {}) as ErrorBody;
  throw new ApiError(
    response.status,
    typeof message === 'string' && message ? message : messages.server(),
    errors && typeof errors === 'object' ? (errors as FieldErrors) : {},
  );
}

/** `fetch` that turns "no answer" into `ApiError(0)`; an abort stays an abort. */
export async function fetchOrNetworkError(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
  messages: FallbackMessages,
): Promise<Response> {
  try {
    return await fetcher(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, messages.network());
  }
}
