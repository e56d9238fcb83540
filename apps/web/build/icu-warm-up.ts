import type { Plugin } from 'vite';
import { INTL_LOCALES } from '../src/lib/intl-locales';

/**
 * A signed-in page's first Intl formatter costs 30-95 ms of the main thread, once per visit,
 * as ICU loads its number data (a phone's first visit of a list: four times that). An inline
 * script of index.html makes one in the page's first frame: the frame comes when the
 * stylesheets have arrived, while the main thread waits for the scripts, so the load is done
 * by the time the app formats a number. A script file of its own ran too late to use that
 * wait; and Lighthouse counts the first frame's task as part of the first paint, where a
 * task of its own would count as blocking (docs/web-budgets.md, "The start in short tasks").
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
