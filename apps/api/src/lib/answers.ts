import { translateMessage } from '@matjar/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** An answer's body: `{ data }` (ARCHITECTURE "API conventions"). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** What a call answers when it has only a message to show ("Deleted successfully"). */
export const messageOut = dataOf(z.object({ message: z.string() }));

/** That message, in the request's language. */
export const messageIn = (request: FastifyRequest, key: string) => ({ data: { message: translateMessage(request.locale, key) } });
