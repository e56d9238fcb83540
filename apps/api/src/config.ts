import path from 'node:path';
import { PRODUCT_NAME } from '@matjar/shared';

/** Everything the server reads from the environment (run contract in ARCHITECTURE.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl: string;
  production: boolean;
  jwtSecret: string | undefined;
  accessTokenSeconds: number;
  /** Failed sign-ins allowed per account, and per address, within the window. */
  loginLimit: { perAccount: number; perAddress: number; windowSeconds: number };
  storefrontUrl: string;
  webDist: string | undefined;
  logLevel: string;
  /** Behind a reverse proxy, client addresses come from X-Forwarded-For. */
  trustProxy: boolean;
  seedDemo: boolean;
  /** Where links in e-mails point: `APP_URL`, else this server's own address. */
  appUrl: string;
  mail: MailConfig;
}

/** SMTP from the environment; without `SMTP_HOST` every message is written to `outboxDir`. */
export interface MailConfig {
  from: string;
  smtp: { host: string; port: number; secure: boolean; user: string | undefined; password: string | undefined } | undefined;
  outboxDir: string;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const production = env.NODE_ENV === 'production';
  const port = int(env.PORT, 8080);
  const host = env.HOST ?? '127.0.0.1';
  const smtpPort = int(env.SMTP_PORT, 587);
  return {
    port,
    host,
    dataDir,
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    databaseUrl: env.DATABASE_URL ?? `file:${path.join(dataDir, 'matjar.db')}`,
    production,
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenSeconds: int(env.ACCESS_TOKEN_TTL, 120),
    loginLimit: {
      perAccount: int(env.LOGIN_LIMIT_PER_ACCOUNT, 5),
      perAddress: int(env.LOGIN_LIMIT_PER_ADDRESS, 30),
      windowSeconds: int(env.LOGIN_LIMIT_WINDOW, 900),
    },
    storefrontUrl: env.STOREFRONT_URL ?? '/',
    webDist: env.WEB_DIST,
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemo: !production && env.SEED_DEMO !== 'false',
    appUrl: (env.APP_URL || `http://${host}:${port}`).replace(/\/+$/, ''),
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
  };
}
