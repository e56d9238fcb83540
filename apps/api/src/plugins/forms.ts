import multipart, { type MultipartFile } from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@matjar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from '../lib/errors.js';
import { nestBracketKeys } from '../lib/forms.js';

/**
 * Multipart forms arrive as flat bracket keys; they are nested before validation, so a
 * route sees the same body whether the client sent JSON or a form. Files stay Buffers
 * under their field (the media pipeline checks their content).
 *
 * A file over the limit (1 MB images, spec §5; a route may raise it with
 * `config.multipartOptions`) is a 422 on its own field, in the request's language, like
 * any other invalid field.
 */
export async function registerForms(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMAGE_MAX_BYTES, files: 20, fields: 2000 },
    throwFileSizeLimit: false,
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) {
        const limit = this.routeOptions.config.multipartOptions?.limits?.fileSize ?? IMAGE_MAX_BYTES;
        const field = part.fieldname.replace(/\]/g, '').replaceAll('[', '.');
        throw fieldError(field, limit === IMAGE_MAX_BYTES ? 'validation.image_too_large' : 'validation.file_too_large');
      }
      (part as MultipartFile & { value: Buffer }).value = Buffer.concat(chunks);
    },
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && request.body && typeof request.body === 'object') {
      request.body = nestBracketKeys(request.body as Record<string, unknown>);
    }
  });
}
