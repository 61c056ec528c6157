import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPraxis, type TestPraxis } from '../test/test-praxis';
import { preparedRows, sqlRows } from './sql-rows';

let praxis: TestPraxis;

beforeAll(async () => {
  praxis = await createTestPraxis();
});
afterAll(async () => {
  await praxis.close();
});

const query = (n: number) => sql`SELECT ${n}::int AS n, ${`mot ${n}`}::text AS word`;

describe('preparedRows', () => {
  it('answers what sqlRows answers, for every value bound to one statement text', async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      expect(await preparedRows(praxis.database.db, query(n))).toEqual(await sqlRows(praxis.database.db, query(n)));
    }
  });

  it('on PostgreSQL, prepares the statement once on the connection and binds it again after', async () => {
    await praxis.database.db.transaction(async (tx) => {
      await preparedRows(tx, query(1));
      await preparedRows(tx, query(2));
      const prepared = await sqlRows<{ statement: string }>(
        tx,
        sql`SELECT statement FROM pg_prepared_statements WHERE statement LIKE 'SELECT $1::int AS n%'`,
      );
      if (praxis.database.driver === 'postgres') expect(prepared).toHaveLength(1);
      else expect(prepared).toEqual([]); // PGlite: no named statements, the plain path.
    });
  });
});
