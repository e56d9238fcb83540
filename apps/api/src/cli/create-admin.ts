import '../node-version.js';
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { PASSWORD_MIN_LENGTH } from '@matjar/shared';
import { createAccount, ensureSuperAdminRole } from '../db/accounts.js';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { migrations } from '../modules/registry.js';

/**
 * `npm run create-admin`: the first Super Admin of a production database. Reads
 * ADMIN_EMAIL, ADMIN_USERNAME and ADMIN_PASSWORD, asking for whatever is missing.
 */
async function ask(question: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const rl = createInterface({ input: stdin, output: stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

const email = (await ask('E-mail: ', process.env.ADMIN_EMAIL)).toLowerCase();
const username = await ask('Username: ', process.env.ADMIN_USERNAME);
const password = await ask(`Password (at least ${PASSWORD_MIN_LENGTH} characters): `, process.env.ADMIN_PASSWORD);
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !username || password.length < PASSWORD_MIN_LENGTH) {
  console.error(`A valid e-mail, a username and a password of at least ${PASSWORD_MIN_LENGTH} characters are needed.`);
  process.exit(1);
}

const { db } = openDatabase(loadConfig().databaseUrl);
try {
  await migrateToLatest(db, migrations);
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('email', '=', email), eb('username', '=', username)]))
    .executeTakeFirst();
  if (taken) {
    console.error('A user with this e-mail or username exists already.');
    process.exitCode = 1;
  } else {
    const id = await db.transaction().execute(async (trx) =>
      createAccount(trx, { username, email, password, roleIds: [await ensureSuperAdminRole(trx)] }),
    );
    console.log(`Super Admin ${username} <${email}> created (id ${id}).`);
  }
} finally {
  await db.destroy();
}
