import { type Locale, fieldMessage, translateMessage } from '@matjar/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, TooManyAttempts } from '../lib/errors.js';

interface Issue {
  path: string;
  code: string;
  message: string;
  params: Record<string, unknown>;
}

/** Zod's issue → a message key: the schema's own key where it gave one, else by the rule broken. */
function messageKeyOf(issue: Issue): string {
  if (issue.message.startsWith('validation.')) return issue.message;
  if (issue.code === 'invalid_type') return issue.params.input === undefined ? 'validation.required' : 'validation.invalid';
  if (issue.code === 'too_small') return issue.params.origin === 'string' ? 'validation.min_length' : 'validation.invalid';
  if (issue.code === 'too_big') return issue.params.origin === 'string' ? 'validation.max_length' : 'validation.invalid';
  return 'validation.invalid';
}

/**
 * A strict object's unknown keys (a list's misspelt query parameter) come as one issue at
 * the object: one issue per key instead, at the key, so `errors` names each of them.
 */
const perUnknownKey = (issue: Issue): Issue[] =>
  issue.code === 'unrecognized_keys' && Array.isArray(issue.params.keys)
    ? issue.params.keys.map((name) => ({
        path: [issue.path, String(name)].filter(Boolean).join('.'),
        code: issue.code,
        message: 'validation.unknown_parameter',
        params: { name: String(name) },
      }))
    : [issue];

export function translateIssues(locale: Locale, issues: Issue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues.flatMap(perUnknownKey)) {
    const key = messageKeyOf(issue);
    const text = fieldMessage(locale, key, issue.path, {
      min: String(issue.params.minimum ?? ''),
      max: String(issue.params.maximum ?? ''),
      name: typeof issue.params.name === 'string' ? issue.params.name : undefined,
    });
    (errors[issue.path || '_'] ??= []).push(text);
  }
  return errors;
}

// Zod leaves the input out of its issues, so "required" (nothing sent) and "invalid"
// (something of the wrong kind sent) are told apart by reading the request itself.
const valueAt = (source: unknown, path: string) =>
  path.split('.').filter(Boolean).reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    source,
  );

const fromZod = (error: ZodError, source: unknown): Issue[] =>
  error.issues.map(({ path, code, message, ...params }) => ({
    path: path.join('.'),
    code,
    message,
    params: { ...params, input: valueAt(source, path.join('.')) },
  }));

// Foreign-key and unique violations of SQLite and PostgreSQL: a row in use, or a race the
// services' own checks could not see (on SQLite also the triggers standing in for a
// reference, migration 0013). Either way the data is intact and the answer is 409.
const constraintCodes = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', 'SQLITE_CONSTRAINT_TRIGGER', 'SQLITE_CONSTRAINT_UNIQUE', '23503', '23505']);
const codeOf = (error: unknown) => (typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code) : '');
const isConstraintViolation = (error: unknown) => constraintCodes.has(codeOf(error));
// PostgreSQL's class 22, "data exception": a value the database cannot read as its column's
// type (a forged cursor's text for a number, a number out of range). Only a request's values
// get there, so the answer is a 422; the log keeps it, as it may also point at a missing check.
const isDataException = (error: unknown) => /^22[0-9A-Z]{3}$/.test(codeOf(error));

function send(reply: FastifyReply, status: number, message: string, errors?: Record<string, string[]>) {
  return reply.status(status).send(errors ? { message, errors } : { message });
}

/**
 * One error handler: every answer is `{ message, errors? }` in the request's language,
 * and nothing of a 5xx's insides reaches the client.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale;
    const t = (key: string, params = {}) => translateMessage(locale, key, params);

    if (error instanceof AppError) {
      const fields = Object.fromEntries(
        Object.entries(error.fieldErrors).map(([path, keys]) => [
          path,
          keys.map((key) => fieldMessage(locale, key, path)),
        ]),
      );
      const hasFields = Object.keys(fields).length > 0;
      if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, error.statusCode, t(error.key, error.params), hasFields ? fields : undefined);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const source = context === 'querystring' ? request.query : request[context];
      const issues = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return { path, code: v.keyword, message: v.message ?? '', params: { ...v.params, input: valueAt(source, path) } };
      });
      return send(reply, 422, t('errors.validation_failed'), translateIssues(locale, issues));
    }
    if (error instanceof ZodError) {
      return send(reply, 422, t('errors.validation_failed'), translateIssues(locale, fromZod(error, request.body)));
    }
    if (isConstraintViolation(error)) return send(reply, 409, t('errors.conflict'));
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'value the database could not read');
      return send(reply, 422, t('errors.validation_failed'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, 413, t('errors.payload_too_large'));
    if (status >= 400 && status < 500) {
      const key = status === 404 ? 'errors.not_found' : status === 429 ? 'errors.rate_limited' : 'errors.bad_request';
      return send(reply, status, t(key));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, t('errors.server_error'));
  });
}
