import { hash, verify } from '@node-rs/argon2';

// OWASP's Argon2id floor: 19 MiB of memory, two passes. (2 is Algorithm.Argon2id, a const
// enum that isolated modules cannot import.)
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

// Checked when no account matches, so a wrong e-mail costs as much time as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoyHash ??= hashPassword('decoy password never matches');
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
