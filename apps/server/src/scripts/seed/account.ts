import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Praxis } from '../../server';

export type SeedAccount = { email: string; password: string; firstName: string; lastName: string };
export type Practitioner = { userId: string; created: boolean };

async function findUser(praxis: Praxis, email: string): Promise<string | undefined> {
  const [user] = await praxis.database.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user?.id;
}

/**
 * The practitioner of the seed: signs up through Better Auth (the same password hashing, profile
 * and account rows as a real sign-up), then marks the e-mail as confirmed, so the account signs in
 * at once. An existing account is reused as it is (its password is not changed).
 */
export async function ensurePractitioner(praxis: Praxis, account: SeedAccount): Promise<Practitioner> {
  const existing = await findUser(praxis, account.email);
  if (existing) {
    await praxis.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, existing));
    return { userId: existing, created: false };
  }
  const res = await praxis.app.request(`${praxis.env.publicUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: praxis.env.publicUrl },
    body: JSON.stringify({ ...account, name: `${account.firstName} ${account.lastName}` }),
  });
  if (res.status !== 200) throw new Error(`Inscription refusée (${res.status}) : ${await res.text()}`);
  const userId = await findUser(praxis, account.email);
  if (!userId) throw new Error('Compte introuvable après l’inscription');
  await praxis.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  return { userId, created: true };
}

/** A session cookie of the practitioner (used by the benchmark). */
export async function signInCookie(praxis: Praxis, email: string, password: string): Promise<string> {
  const res = await praxis.app.request(`${praxis.env.publicUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: praxis.env.publicUrl },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`Connexion refusée (${res.status}) : ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}
