import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text';

const html = (sentence: string, values: string[], tags = {}) => renderToStaticMarkup(createElement('p', null, ...richText(sentence, values, tags)));
const slot = (index: number) => `\uE000${index}\uE001`;

describe('richText', () => {
  it('draws each tag with its element, nested ones too', () => {
    const tags = { b: createElement('b'), bdi: createElement('bdi') };
    expect(html(`As <b><bdi>${slot(0)}</bdi></b> for <b><bdi>${slot(1)}</bdi></b>.`, ['Sara', 'Omar'], tags)).toBe(
      '<p>As <b><bdi>Sara</bdi></b> for <b><bdi>Omar</bdi></b>.</p>',
    );
  });

  it('keeps a typed value as text, even one that looks like a tag', () => {
    const tags = { name: createElement('bdi'), b: createElement('b') };
    expect(html(`<name>${slot(0)}</name> will be deleted.`, ['<b>x</b> & co'], tags)).toBe('<p><bdi>&lt;b&gt;x&lt;/b&gt; &amp; co</bdi> will be deleted.</p>');
  });

  it('keeps only the text of a tag it has no element for, or one left open', () => {
    expect(html('a <em>b</em> c', [])).toBe('<p>a b c</p>');
    expect(html('a <em>b', [], { em: createElement('em') })).toBe('<p>a b</p>');
    expect(html('a </em>b', [])).toBe('<p>a b</p>');
  });

  it('reads no element through the prototype', () => {
    expect(html('<constructor>x</constructor>', [])).toBe('<p>x</p>');
  });
});
