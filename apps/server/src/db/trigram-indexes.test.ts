import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sqlRows } from '../lib/sql-rows';
import { createTestPraxis, type TestPraxis } from '../test/test-praxis';

let praxis: TestPraxis;

beforeAll(async () => {
  praxis = await createTestPraxis();
});
afterAll(async () => {
  await praxis.close();
});

/**
 * The search indexes write each entry at once (migration 0026): with GIN's pending list on, every
 * search read the whole list until a vacuum flushed it (a name search 7.4 ms instead of 0.95 ms after
 * an import of 10,000 patients, docs/performance.md).
 */
it('every trigram index has no pending list (fastupdate off)', async () => {
  const indexes = await sqlRows<{ name: string; options: string[] | null }>(
    praxis.database.db,
    sql`SELECT c.relname AS name, c.reloptions AS options FROM pg_class c JOIN pg_index i ON i.indexrelid = c.oid
      JOIN pg_am am ON am.oid = c.relam
      WHERE am.amname = 'gin' AND pg_get_indexdef(c.oid) LIKE '%gin_trgm_ops%' ORDER BY c.relname`,
  );
  expect(indexes.map((i) => i.name)).toEqual([
    'knowledge_items_title_trgm_idx',
    'patients_first_name_trgm_idx',
    'patients_last_name_trgm_idx',
    'test_definitions_search_trgm_idx',
    'trames_name_trgm_idx',
    'user_documents_title_trgm_idx',
  ]);
  for (const index of indexes) expect(index.options, index.name).toContain('fastupdate=false');
});
