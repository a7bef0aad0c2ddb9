import { hash, verify } from '@node-rs/argon2';

/** argon2id hashes (the library's default algorithm is argon2id). */
export const hashPassword = (plain: string) => hash(plain);

// A real hash to verify against when the login name is unknown, so both paths take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, plain: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('not-a-password-of-anyone');
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(storedHash, plain).catch(() => false);
}
