import { type Locale, PRODUCT_NAME, directionOf, fieldLabel, isolate, translateMessage } from '@matjar/shared';
import type { MailMessage } from './mailer.js';

type Content = Omit<MailMessage, 'to'>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One message in one language: plain text, and HTML in the language's direction. */
function compose(
  locale: Locale,
  subject: string,
  blocks: ({ text: string } | { link: string; label: string } | { pairs: [string, string][] })[],
): Content {
  const text = blocks
    .map((b) => ('text' in b ? b.text : 'link' in b ? b.link : b.pairs.map(([k, v]) => `${k}: ${v}`).join('\n')))
    .join('\n\n');
  const html = blocks
    .map((b) => {
      if ('text' in b) return `<p>${escapeHtml(b.text)}</p>`;
      if ('link' in b) return `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.label)}</a></p>`;
      // Addresses, usernames and passwords read left to right inside Arabic text.
      const rows = b.pairs.map(([k, v]) => `<li>${escapeHtml(k)}: <bdi dir="ltr">${escapeHtml(v)}</bdi></li>`);
      return `<ul>${rows.join('')}</ul>`;
    })
    .join('\n');
  return {
    subject,
    text: `${text}\n`,
    html: `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body>\n${html}\n</body></html>\n`,
  };
}

export function passwordResetMail(locale: Locale, values: { username: string; link: string; minutes: number }): Content {
  const t = (key: string) => translateMessage(locale, key, { app: PRODUCT_NAME, username: isolate(values.username), minutes: values.minutes });
  return compose(locale, t('mail.reset_subject'), [
    { text: t('mail.greeting') },
    { text: t('mail.reset_intro') },
    { link: values.link, label: t('mail.reset_action') },
    { text: t('mail.reset_ignore') },
  ]);
}

export function credentialsMail(
  locale: Locale,
  values: { username: string; email: string; password: string; signInUrl: string; mustChangePassword: boolean },
): Content {
  const t = (key: string) => translateMessage(locale, key, { app: PRODUCT_NAME, username: isolate(values.username) });
  return compose(locale, t('mail.credentials_subject'), [
    { text: t('mail.greeting') },
    { text: t('mail.credentials_intro') },
    {
      pairs: [
        [fieldLabel(locale, 'email'), values.email],
        [fieldLabel(locale, 'username'), values.username],
        [fieldLabel(locale, 'password'), values.password],
      ],
    },
    ...(values.mustChangePassword ? [{ text: t('mail.credentials_change') }] : []),
    { link: values.signInUrl, label: t('mail.sign_in') },
  ]);
}

/** The e-mail settings page's "send a test message". */
export function testMail(locale: Locale): Content {
  const t = (key: string) => translateMessage(locale, key, { app: PRODUCT_NAME });
  return compose(locale, t('mail.test_subject'), [{ text: t('mail.test_body') }]);
}
