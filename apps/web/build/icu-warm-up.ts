import type { Plugin } from 'vite';
import { INTL_LOCALES } from '../src/lib/intl-locales';

/**
 * A signed-in page's first Intl formatter costs 30-80 ms of the main thread, once per visit,
 * as ICU loads its number data (a phone's first visit of a list: four times that). An inline
 * script of index.html makes one in the page's first frame: the frame comes when the
 * stylesheets have arrived, while the main thread waits for the scripts, so the load is done
 * by the time the app formats a number. In the frame's own task rather than a task of its
 * own, since a script could not be fetched, nor a task scheduled, early enough to run before
 * the scripts arrive (tried: docs/web-budgets.md, seventh pass).
 *
 * `data-route="signed-in"`: the server sends it to the signed-in pages only (the sign-in
 * page formats nothing), and allows it by its hash in the page's policy
 * (apps/api/src/plugins/spa.ts). Its text holds no `<`, as the server reads it.
 */
export function icuWarmUp(): Plugin {
  const formats = JSON.stringify(INTL_LOCALES);
  return {
    name: 'matjar:icu-warm-up',
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { 'data-route': 'signed-in' },
        children: `requestAnimationFrame(function(){new Intl.NumberFormat(${formats}[document.documentElement.lang])})`,
        injectTo: 'body',
      },
    ],
  };
}
