import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-400.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-500.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-700.css';
import '@mantine/core/styles.css';
import './app/global.css';

import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n/i18n';
import { applyDocumentLocale, detectLocale } from './lib/i18n/locale';
import { onSessionEnded, startSessionSync } from './lib/session/session';

async function start() {
  const { locale, prefix } = detectLocale(window.location.pathname, document.cookie);
  applyDocumentLocale(locale);
  await initI18n(locale);

  const router = createAppRouter(prefix);

  startSessionSync();
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

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
