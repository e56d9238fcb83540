import path from 'node:path';

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
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const production = env.NODE_ENV === 'production';
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '127.0.0.1',
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
  };
}
