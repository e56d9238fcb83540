import type { UploadRule } from '@matjar/shared';
import { z } from 'zod';
import { fieldError } from './errors.js';

/** Key segments that name an object's machinery, never a field: refused wherever they appear. */
const HOSTILE_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);
export const isHostileSegment = (segment: string) => HOSTILE_SEGMENTS.has(segment);

/** A form array holds at most this many items, and only in order (no gaps, no huge sparse index). */
const MAX_INDEX = 10_000;

const BRACKET_KEY = /^[^[\]]+(\[[^[\]]+\])*$/;
const isIndex = (segment: string) => /^\d+$/.test(segment);

/** The dotted field path of a bracket key, as error answers name fields: `name[en]` → `name.en`. */
export const fieldPathOf = (key: string) => key.replace(/\]/g, '').replaceAll('[', '.');

type Node = Record<string, unknown> | unknown[];
const newNode = (nextSegment: string): Node => (isIndex(nextSegment) ? [] : Object.create(null));
const isNode = (value: unknown): value is Node =>
  Array.isArray(value) || (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === null);

/**
 * Turns bracket-keyed form fields (`name[en]`, `variants[0][values][1]`) into the nested
 * object the JSON body would have been, so one schema validates both kinds of request.
 *
 * Every object it builds has no prototype, and a key is refused (422 on that field) when a
 * segment names object machinery (`__proto__`, `constructor`, `prototype`), when it is not
 * of the bracket form, when it clashes with another key (`name[en]` beside
 * `name[en][x]`), or when an array index skips ahead.
 */
export function nestBracketKeys(fields: Iterable<readonly [string, unknown]>): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null);
  for (const [key, value] of fields) {
    const refuse = () => fieldError(fieldPathOf(key), 'validation.invalid');
    if (!BRACKET_KEY.test(key)) throw refuse();
    const segments = key.replace(/\]/g, '').split('[');
    if (segments.some(isHostileSegment)) throw refuse();

    let node: Node = root;
    for (const [i, segment] of segments.entries()) {
      const last = i === segments.length - 1;
      let slot: string | number = segment;
      if (Array.isArray(node)) {
        // An array takes its items in order: index n only once items 0…n-1 exist.
        if (!isIndex(segment) || segment.length > 5 || Number(segment) > Math.min(node.length, MAX_INDEX - 1)) throw refuse();
        slot = Number(segment);
      }
      const existing: unknown = (node as Record<string | number, unknown>)[slot];
      if (last) {
        if (existing !== undefined) throw refuse();
        (node as Record<string | number, unknown>)[slot] = value;
        break;
      }
      const next = segments[i + 1] as string;
      if (existing === undefined) {
        const created = newNode(next);
        (node as Record<string | number, unknown>)[slot] = created;
        node = created;
      } else if (isNode(existing) && Array.isArray(existing) === isIndex(next)) {
        // `a[0]` beside `a[x]` would make one field both a list and an object: refused below.
        node = existing;
      } else {
        throw refuse();
      }
    }
  }
  return root;
}

/** The bytes of an uploaded file (a file-backed Blob from a form, or bytes already read). */
export async function bytesOf(upload: Blob | Uint8Array): Promise<Uint8Array> {
  return upload instanceof Uint8Array ? upload : new Uint8Array(await upload.arrayBuffer());
}

/** The rule a field's schema carries (see `fileField`), looking through optional and unions. */
function uploadRuleOf(schema: z.ZodType): UploadRule | undefined {
  const meta = z.globalRegistry.get(schema) as { upload?: UploadRule } | undefined;
  if (meta?.upload) return meta.upload;
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const inner = [def.innerType, def.in, ...((def.options as unknown[] | undefined) ?? [])].filter(Boolean) as z.ZodType[];
  for (const member of inner) {
    const rule = uploadRuleOf(member);
    if (rule) return rule;
  }
  return undefined;
}

/** The file fields of a body schema: its top-level fields declared with `fileField`. */
export function uploadsOf(body: unknown): Record<string, UploadRule> {
  const uploads: Record<string, UploadRule> = Object.create(null);
  if (!(body instanceof z.ZodObject)) return uploads;
  for (const [field, schema] of Object.entries(body.shape as Record<string, z.ZodType>)) {
    const rule = uploadRuleOf(schema);
    if (rule) uploads[field] = rule;
  }
  return uploads;
}
