import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_STORE_TIME_ZONE, PRODUCT_NAME, isTimeZone } from '@matjar/shared';

/** Everything the server reads from the environment (run contract in ARCHITECTURE.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl: string;
  production: boolean;
  jwtSecret: string | undefined;
  /** The key that encrypts the settings' secrets (`SETTINGS_KEY`); without it, one kept in the database. */
  settingsKey: string | undefined;
  accessTokenSeconds: number;
  /**
   * Password-reset requests (per e-mail, per address) and wrong current passwords (per
   * account) allowed within the window. Sign-in itself is held back by `loginThrottle`.
   */
  loginLimit: { perAccount: number; perAddress: number; windowSeconds: number };
  loginThrottle: LoginThrottleConfig;
  /**
   * The key the storefront sends in `X-Storefront-Key` with its batches of product views
   * (`STOREFRONT_KEY`, until the settings keep it); without one the route answers 404.
   */
  storefrontKey: string | undefined;
  /** Where "Visit store" leads (`STOREFRONT_URL`); null hides the button (docs/decisions/0009). */
  storefrontUrl: string | null;
  webDist: string | undefined;
  logLevel: string;
  /**
   * The reverse proxies (addresses, CIDR ranges, or `loopback` / `linklocal` /
   * `uniquelocal`) whose X-Forwarded-For is believed; false believes no one.
   */
  trustProxy: string[] | false;
  seedDemo: boolean;
  /** The store's IANA time zone: its calendar day starts and ends ads and offers. */
  storeTimeZone: string;
  /** Where links in e-mails point: `APP_URL`, else this server's own address. */
  appUrl: string;
  /**
   * `TLS_KEY_FILE` and `TLS_CERT_FILE` (PEM): the server speaks HTTPS, with HTTP/2 for the
   * browsers that offer it (all of them) and HTTP/1.1 for the rest (docs/decisions/0013).
   */
  tls: TlsFiles | undefined;
  mail: MailConfig;
  /** How often the sessions behind open event streams are checked (`STREAM_SESSION_CHECK_SECONDS`, 5): a signed-out tab's stream closes within this. */
  streamSessionCheckSeconds: number;
}

/**
 * Growing delays between failed sign-ins, counted per account and address together (so
 * failures from an attacker's address never hold the owner back elsewhere) and, more
 * loosely, per address across every account it tries.
 */
export interface LoginThrottleConfig {
  /** Failed sign-ins to one account from one address that need no wait. */
  freeAttempts: number;
  /** Failed sign-ins from one address, whatever the account, that need no wait. */
  addressFreeAttempts: number;
  /** The first wait; each further failure doubles it … */
  delaySeconds: number;
  /** … up to this. */
  maxDelaySeconds: number;
  /** Failures are forgotten once none has come for this long. */
  forgetSeconds: number;
}

/** SMTP from the environment; without `SMTP_HOST` every message is written to `outboxDir`. */
export interface MailConfig {
  from: string;
  smtp: { host: string; port: number; secure: boolean; user: string | undefined; password: string | undefined } | undefined;
  outboxDir: string;
}

export interface TlsFiles {
  keyFile: string;
  certFile: string;
}

function tlsFilesOf(keyFile: string | undefined, certFile: string | undefined): TlsFiles | undefined {
  if (!keyFile && !certFile) return undefined;
  if (!keyFile || !certFile) throw new Error('TLS_KEY_FILE and TLS_CERT_FILE go together: set both to serve HTTPS, or neither.');
  return { keyFile: path.resolve(keyFile), certFile: path.resolve(certFile) };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, or a CIDR range `address/bits`, or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: a comma-separated list of the proxies in front of the server. A bare
 * `true` (or a hop count) would believe an X-Forwarded-For from any client, so anyone
 * could pose as any address and walk around the sign-in throttle: it stops the start
 * with a message rather than trusting everyone, or silently no one (which would put
 * every visitor behind the proxy's one address).
 */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (!entries.length || (entries.length === 1 && entries[0] === 'false')) return false;
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (wrong.length) {
    throw new Error(
      `TRUST_PROXY must name the reverse proxies in front of the server (addresses or CIDR ranges, ` +
        `e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8,::1); "${wrong.join(', ')}" is not one. ` +
        `"true" is refused: it would let any client choose its own address. See README, "Deployment".`,
    );
  }
  return entries;
}

/**
 * `STOREFRONT_URL`: the store's own address, an absolute http(s) URL, or nothing (the
 * "Visit store" button is then hidden). Anything else stops the start: a relative path
 * would open the dashboard itself, and other schemes have no place in a link.
 */
export function parseStorefrontUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const url = URL.parse(text);
  if (url && (url.protocol === 'https:' || url.protocol === 'http:')) return url.href;
  throw new Error(`STOREFRONT_URL must be the storefront's full address, such as https://shop.example.com; "${text}" is not one.`);
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

/** `STORE_TIME_ZONE`, an IANA zone; a misspelt one stops the server rather than shift every date. */
function storeTimeZoneOf(value: string | undefined): string {
  if (!value) return DEFAULT_STORE_TIME_ZONE;
  if (!isTimeZone(value)) throw new Error(`STORE_TIME_ZONE=${value} is not a time zone (e.g. Africa/Cairo, Asia/Riyadh)`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const production = env.NODE_ENV === 'production';
  const port = int(env.PORT, 8080);
  const host = env.HOST ?? '127.0.0.1';
  const smtpPort = int(env.SMTP_PORT, 587);
  const tls = tlsFilesOf(env.TLS_KEY_FILE, env.TLS_CERT_FILE);
  return {
    port,
    host,
    dataDir,
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    databaseUrl: env.DATABASE_URL ?? `file:${path.join(dataDir, 'matjar.db')}`,
    production,
    jwtSecret: env.JWT_SECRET || undefined,
    settingsKey: env.SETTINGS_KEY || undefined,
    accessTokenSeconds: int(env.ACCESS_TOKEN_TTL, 120),
    loginLimit: {
      perAccount: int(env.LOGIN_LIMIT_PER_ACCOUNT, 5),
      perAddress: int(env.LOGIN_LIMIT_PER_ADDRESS, 30),
      windowSeconds: int(env.LOGIN_LIMIT_WINDOW, 900),
    },
    loginThrottle: {
      freeAttempts: int(env.LOGIN_FREE_ATTEMPTS, 5),
      addressFreeAttempts: int(env.LOGIN_ADDRESS_FREE_ATTEMPTS, 50),
      delaySeconds: int(env.LOGIN_DELAY_SECONDS, 1),
      maxDelaySeconds: int(env.LOGIN_MAX_DELAY_SECONDS, 900),
      forgetSeconds: int(env.LOGIN_FORGET_SECONDS, 86_400),
    },
    storefrontUrl: parseStorefrontUrl(env.STOREFRONT_URL),
    storefrontKey: env.STOREFRONT_KEY?.trim() || undefined,
    webDist: env.WEB_DIST,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemo: !production && env.SEED_DEMO !== 'false',
    storeTimeZone: storeTimeZoneOf(env.STORE_TIME_ZONE),
    appUrl: (env.APP_URL || `${tls ? 'https' : 'http'}://${host}:${port}`).replace(/\/+$/, ''),
    tls,
    mail: {
      from: env.MAIL_FROM || `${PRODUCT_NAME} <no-reply@localhost>`,
      smtp: env.SMTP_HOST
        ? {
            host: env.SMTP_HOST,
            port: smtpPort,
            // Port 465 speaks TLS from the first byte; others upgrade with STARTTLS.
            secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : smtpPort === 465,
            user: env.SMTP_USER || undefined,
            password: env.SMTP_PASSWORD || undefined,
          }
        : undefined,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    // Zero or less would run the check back to back.
    streamSessionCheckSeconds: Math.max(0.05, int(env.STREAM_SESSION_CHECK_SECONDS, 5)),
  };
}
