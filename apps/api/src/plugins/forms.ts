import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import { nestBracketKeys } from '../lib/forms.js';

/**
 * Multipart forms arrive as flat bracket keys; they are nested before validation, so a
 * route sees the same body whether the client sent JSON or a form. Files stay Buffers
 * under their field (the media pipeline checks their content).
 */
export async function registerForms(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMAGE_MAX_BYTES, files: 20, fields: 2000 },
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && request.body && typeof request.body === 'object') {
      request.body = nestBracketKeys(request.body as Record<string, unknown>);
    }
  });
}
