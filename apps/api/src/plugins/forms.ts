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
/** What one part's boundary and headers may add to a form's size. */
const PART_HEAD_BYTES = 1024;
/** What the multipart parser may have taken from the socket beyond what its parts have handed on. */
const PARSER_READ_AHEAD = 16 * 1024 * 1024;
/** How long a refused upload's connection stays half-open after its answer (see `closeAfterAnswerIsRead`). */
const LINGER_MS = 2000;

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
    // The most a form of this route can weigh: every file at its limit, the text fields at
    // theirs, and each part's boundary and headers.
    const formLimit = rules.reduce((sum, rule) => sum + rule.limitBytes * (rule.count ?? 1), MAX_FIELD_BYTES) + (MAX_FIELDS + files) * PART_HEAD_BYTES;
    const fields: [string, unknown][] = [];
    let fieldBytes = 0;

    // A refusal stops reading at once: the part being read and the wait for the next one
    // both end, and the request is no longer fed to the parser.
    const refused = new AbortController();
    const { signal } = refused;
    const stopped = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
    stopped.catch(() => {});
    const stop = (error: AppError) => {
      if (signal.aborted) return;
      request.raw.unpipe();
      refused.abort(error);
    };
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      // Past the parser's read-ahead only: a file past its own limit is refused by its count,
      // with its field's message, even when the parser lags the socket (a busy server).
      if (received > formLimit + PARSER_READ_AHEAD) stop(new AppError(413, 'errors.payload_too_large'));
    };

    try {
      if (Number(request.headers['content-length']) > formLimit) throw new AppError(413, 'errors.payload_too_large');
      const parts = request.parts({
        limits: {
          files: Math.max(1, files),
          // The parser's own cut stays above every field's limit: the count below refuses first.
          fileSize: largest,
          fields: MAX_FIELDS,
          parts: MAX_FIELDS + files,
          fieldSize: MAX_FIELD_BYTES,
        },
      })[Symbol.asyncIterator]();
      const nextPart = () => {
        const next = parts.next();
        // Once refused, the parser may still fail the part it was waiting for: nobody awaits it.
        next.catch(() => {});
        return Promise.race([next, stopped]);
      };
      // The first call starts the parser (it pipes the request); the count listens beside it.
      let next = nextPart();
      request.raw.on('data', count);
      for (let step = await next; !step.done; step = await next) {
        const part = step.value;
        const field = fieldPathOf(part.fieldname);
        if (part.type === 'field') {
          fieldBytes += Buffer.byteLength(String(part.value));
          if (part.valueTruncated || fieldBytes > MAX_FIELD_BYTES) throw new AppError(413, 'errors.payload_too_large');
          fields.push([part.fieldname, part.value]);
        } else {
          const rule = uploadRuleFor(uploads, field);
          if (!rule) throw new AppError(415, 'errors.unsupported_upload');
          const file = path.join(await uploadDirOf(request), String(fields.length));
          let size = 0;
          await pipeline(
            part.file,
            async function* (chunks: AsyncIterable<Buffer>) {
              for await (const chunk of chunks) {
                size += chunk.length;
                if (size >= rule.limitBytes) stop(fieldError(field, rule.tooLarge));
                yield chunk;
              }
            },
            createWriteStream(file, { flags: 'wx' }),
            { signal },
          );
          fields.push([part.fieldname, await openAsBlob(file, { type: part.mimetype })]);
        }
        next = nextPart();
      }
    } catch (error) {
      // The client went away mid-upload: nothing failed here, and nobody awaits an answer.
      if (request.raw.readableAborted && !signal.aborted) {
        request.log.info({ received }, 'upload aborted by the client');
        throw new AppError(400, 'errors.bad_request');
      }
      // Refused part-way: close the connection, so the rest of the upload is never read
      // (over HTTP/2 the answer ends the request's stream, and the connection stays).
      if (request.raw.httpVersionMajor < 2) {
        reply.header('connection', 'close');
        closeAfterAnswerIsRead(request);
      }
      throw signal.aborted ? signal.reason : error;
    } finally {
      request.raw.off('data', count);
    }
    request.body = nestBracketKeys(fields);
  });
}

/**
 * Closes a refused upload's connection without losing its answer. Node would destroy the
 * socket as soon as the answer is sent; with the rest of the upload still arriving unread,
 * its TCP stack answers the client with a reset, and the client's may drop the answer it
 * had not read yet (RFC 9112 §9.6). Instead: no more reading (the rest is never taken in),
 * the answer and a FIN sent, and the socket destroyed a little later, once the client has
 * had time to read what it was told.
 */
function closeAfterAnswerIsRead(request: FastifyRequest) {
  const socket = request.raw.socket;
  socket.pause();
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}
