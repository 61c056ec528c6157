import pg from 'pg';

export const TEST_PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one thing on a short-lived connection to the server's maintenance database. */
export async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  // No fallback: a PostgreSQL run that cannot reach the server must fail, never skip.
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
