// Mantine's base only: each component's stylesheet comes with the chunk that renders it
// (apps/web/build/mantine-component-styles.ts), so the sign-in page loads none it does not show.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/fonts.css';
import './app/global.css';

import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startMatchedScreens } from './app/start-screens';
import { firstScreenPainted, watchFirstScreen } from './lib/after-first-screen';
import { prefetchBootstrap } from './lib/api/bootstrap';
import { loadQueryClient } from './lib/api/load-query-client';
import { prepareFormats } from './lib/format';
import { initI18n } from './lib/i18n/i18n';
import { nextTask } from './lib/next-task';
import { applyDocumentLocale, detectLocale } from './lib/i18n/locale';
import { onSessionEnded, startSessionSync, tokenStore } from './lib/session/session';
import { keepSignedInHint } from './lib/session/signed-in-hint';

// Development serves Mantine pre-bundled, without its per-component modules: the whole sheet.
if (import.meta.env.DEV) void import('@mantine/core/styles.css');

async function start() {
  const { locale, prefix } = detectLocale(window.location.pathname, document.cookie);
  applyDocumentLocale(locale);
  prefetchBootstrap();
  // Each step of the start in a task of its own (lib/next-task.ts): the modules' evaluation,
  // the router (30-40 ms unthrottled), the session, each route's code.
  await nextTask();
  const router = createAppRouter(prefix);
  // The visit's first read of the browser's storage (3-16 ms on a first visit) in a task of its own.
  await nextTask();
  let screensCode: Promise<unknown> = Promise.resolve();
  const signedIn = Boolean(tokenStore.read());
  watchFirstScreen(router, signedIn ? loadQueryClient() : undefined);
  if (signedIn) {
    await nextTask();
    screensCode = startMatchedScreens(router, locale);
    // The signed-out pages format no number or date.
    prepareFormats(locale);
  }
  // What is asked for is on its way: i18n and the first render come in another task.
  await nextTask();
  // The screen's code is evaluated before the first paint rather than after it, where a
  // phone's main thread would be held by it while the user looks at the frame.
  await Promise.all([initI18n(locale), screensCode]);

  startSessionSync();
  keepSignedInHint(tokenStore);
  // Whatever ended the session (sign-out here or in another tab, a refused refresh), go
  // to sign in; after an expiry, come back to where the user was.
  onSessionEnded((reason) => {
    const { pathname, href } = router.state.location;
    if (pathname.startsWith('/dashboard/login')) return;
    void router.navigate({
      to: '/dashboard/login',
      search: reason === 'expired' ? { redirect: href } : {},
      replace: true,
    });
  });

  // A transition: React makes the first screen in slices of a few milliseconds instead of
  // one long task, so a phone's main thread is never held for long (Total Blocking Time).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();

// The app shell for visits without a network (public/sw.js), once the first screen is
// painted: a worker that takes over a page still loading would fetch the rest of its files
// itself, beside the screen's. Never in development, where Vite serves modules that change
// with every edit.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void firstScreenPainted().then(() => navigator.serviceWorker.register('/sw.js')).catch(() => undefined);
}
