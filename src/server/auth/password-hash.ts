import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2: the package's const enum is not importable under verbatimModuleSyntax), OWASP profile 19 MiB, 2 passes. */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** Spends the same time as a real check when the account does not exist. */
export async function verifyDummy(password: string): Promise<void> {
  dummy ??= hashPassword('dummy-Password-1');
  await verifyPassword(await dummy, password);
}
