import type { TFunction } from './translator';
import { Fragment, cloneElement, type ReactElement, type ReactNode } from 'react';

/** The element each tag of a sentence stands for: `<name>…</name>` → `name: <bdi />`. */
export type Tags = Record<string, ReactElement<{ children?: ReactNode }>>;

/** Where a value goes in the sentence: private-use characters, which no catalogue holds. */
const SLOT = /\uE000(\d+)\uE001/g;
const TAG = /<(\/?)([a-z]+)>/g;

/**
 * A sentence of the catalogue with marked parts (`Welcome back, <bdi>{{name}}</bdi>`), each tag
 * drawn by the element given for it. The values go in only after the tags are read, as text,
 * so a name someone typed with `<b>` in it stays a name; a tag without an element keeps only
 * its text.
 */
export function richText(sentence: string, values: readonly string[], tags: Tags): ReactNode[] {
  const fill = (text: string) => text.replace(SLOT, (_slot, index: string) => values[Number(index)] ?? '');
  const root: ReactNode[] = [];
  const open: Array<{ name: string; children: ReactNode[] }> = [];
  const current = () => open.at(-1)?.children ?? root;
  let from = 0;
  for (const match of sentence.matchAll(TAG)) {
    if (match.index > from) current().push(fill(sentence.slice(from, match.index)));
    from = match.index + match[0].length;
    const [, closing, name = ''] = match;
    if (!closing) {
      open.push({ name, children: [] });
      continue;
    }
    const element = open.pop();
    if (!element) continue;
    const tag = Object.hasOwn(tags, element.name) ? tags[element.name] : undefined;
    const key = current().length;
    current().push(tag ? cloneElement(tag, { key }, ...element.children) : <Fragment key={key}>{element.children}</Fragment>);
  }
  if (from < sentence.length) current().push(fill(sentence.slice(from)));
  // A tag left open keeps its text.
  for (let element = open.pop(); element; element = open.pop()) current().push(...element.children);
  return root;
}

interface RichTextProps {
  t: TFunction;
  i18nKey: string;
  values: Record<string, string>;
  tags: Tags;
}

/** A translated sentence with marked parts (see `richText`). */
export function RichText({ t, i18nKey, values, tags }: RichTextProps) {
  const names = Object.keys(values);
  const slots = Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`]));
  return <>{richText(t(i18nKey, slots), names.map((name) => values[name] ?? ''), tags)}</>;
}
