import { createWriteStream, openAsBlob } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { UploadRule } from '@matjar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../lib/errors.js';
import { fieldPathOf, isHostileSegment, nestBracketKeys, uploadsOf } from '../lib/forms.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** File fields the route accepts, by field: read from its body schema unless given. */
    uploads?: Record<string, UploadRule>;
  }
}

/** Text fields of one form, together, may not exceed the JSON body limit. */
const MAX_FIELD_BYTES = 2 * 1024 * 1024;
const MAX_FIELDS = 2000;

/** The rule of a file part's field: its own, or its list's (`attachments.0` → `attachments`). */
function uploadRuleFor(uploads: Record<string, UploadRule>, field: string): UploadRule | undefined {
  if (Object.hasOwn(uploads, field)) return uploads[field]?.count === undefined ? uploads[field] : undefined;
  const item = /^([^.]+)\.\d{1,3}$/.exec(field);
  const list = item?.[1];
  return list !== undefined && Object.hasOwn(uploads, list) && uploads[list]?.count !== undefined ? uploads[list] : undefined;
}

/** Temporary files of one request, removed once it is answered (or abandoned). */
const uploadDirs = new WeakMap<FastifyRequest, Promise<string>>();
const uploadDirOf = (request: FastifyRequest) => {
  let dir = uploadDirs.get(request);
  if (!dir) {
    dir = fs.mkdtemp(path.join(os.tmpdir(), 'matjar-upload-'));
    uploadDirs.set(request, dir);
  }
  return dir;
};
async function removeUploads(request: FastifyRequest) {
  const dir = uploadDirs.get(request);
  if (!dir) return;
  uploadDirs.delete(request);
  await fs.rm(await dir, { recursive: true, force: true });
}

/**
 * Multipart forms arrive as flat bracket keys; they are nested before validation, so a
 * route sees the same body whether the client sent JSON or a form.
 *
 * The form is read only after the guard (preValidation runs after onRequest). A file part
 * is taken only in a field the route's body declares as a file: anywhere else it is
 * refused at once (415) and the connection closed, so nobody makes the server read or hold
 * what it will not use. Accepted files are streamed to a temporary file, never held in
 * memory, and reach the route as file-backed Blobs; one at or over its field's limit is a
 * 422 on that field, in the request's language, like any other invalid field.
 */
export async function registerForms(app: FastifyInstance) {
  await app.register(multipart, { throwFileSizeLimit: false });

  app.addHook('onRoute', (route) => {
    route.config ??= {};
    if (!Object.hasOwn(route.config, 'uploads')) route.config.uploads = uploadsOf(route.schema?.body);
  });
  // Query strings are flat, but their keys are refused on the same terms as a form's.
  app.addHook('preValidation', async (request) => {
    const query = request.query;
    if (typeof query !== 'object' || query === null) return;
    for (const key of Object.keys(query)) {
      if (key.split(/[[\].]/).some(isHostileSegment)) throw fieldError(fieldPathOf(key), 'validation.invalid');
    }
  });
  app.addHook('onResponse', removeUploads);
  app.addHook('onRequestAbort', removeUploads);

  app.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart()) return;
    const config = request.routeOptions.config;
    const uploads = Object.hasOwn(config, 'uploads') ? (config.uploads ?? {}) : {};
    const rules = Object.values(uploads);
    const largest = Math.max(1, ...rules.map((rule) => rule.limitBytes));
    const files = rules.reduce((sum, rule) => sum + (rule.count ?? 1), 0);
    const fields: [string, unknown][] = [];
    let fieldBytes = 0;

    const parts = request.parts({
      limits: {
        files: Math.max(1, files),
        fileSize: largest - 1,
        fields: MAX_FIELDS,
        parts: MAX_FIELDS + files,
        fieldSize: MAX_FIELD_BYTES,
      },
    });
    try {
      for await (const part of parts) {
        const field = fieldPathOf(part.fieldname);
        if (part.type === 'field') {
          fieldBytes += Buffer.byteLength(String(part.value));
          if (part.valueTruncated || fieldBytes > MAX_FIELD_BYTES) throw new AppError(413, 'errors.payload_too_large');
          fields.push([part.fieldname, part.value]);
          continue;
        }
        const rule = uploadRuleFor(uploads, field);
        if (!rule) throw new AppError(415, 'errors.unsupported_upload');
        const file = path.join(await uploadDirOf(request), String(fields.length));
        await pipeline(part.file, createWriteStream(file, { flags: 'wx' }));
        const { size } = await fs.stat(file);
        if (part.file.truncated || size >= rule.limitBytes) throw fieldError(field, rule.tooLarge);
        fields.push([part.fieldname, await openAsBlob(file, { type: part.mimetype })]);
      }
    } catch (error) {
      // Refused part-way: close the connection, so the rest of the upload is never read
      // (over HTTP/2 the answer ends the request's stream, and the connection stays).
      if (request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
      throw error;
    }
    request.body = nestBracketKeys(fields);
  });
}
