import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/** The codings the server sends, best first: every browser the dashboard supports takes both. */
export type ContentCoding = 'br' | 'gzip';
const CODINGS: ContentCoding[] = ['br', 'gzip'];

/** The coding to answer with under the request's `Accept-Encoding` (q-values honoured), or null for none. */
export function chooseCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  return negotiate(acceptEncoding.toLowerCase(), CODINGS);
}

/** Marks the answer as depending on `Accept-Encoding`, keeping any `Vary` already set. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('accept-encoding') || names.includes('*')) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}
