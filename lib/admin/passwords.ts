/**
 * Owner passwords as argon2id hashes (docs/adr/0021), through @node-rs/argon2's prebuilt binding.
 * The parameters are OWASP's argon2id minimum (19 MiB, 2 passes): about 40 ms here, slow enough to
 * make a stolen table expensive to guess, quick enough that sign-in never waits.
 */
import { hash, verify } from '@node-rs/argon2';

// The binding's default algorithm is argon2id (its Algorithm enum is const, which isolated modules cannot read).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows, checked when the account does not exist, so both take as long. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoy ??= hashPassword(`decoy ${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
