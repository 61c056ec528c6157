import { sql, type SQL } from 'drizzle-orm';
import { ZPatientListQuery, PATIENT_LIST_PAGE_SIZE } from '@praxis/shared/patients/schemas';
import type { Database } from '../lib/db';
import type { Scope } from '../lib/scope';
import { patientListQuery } from '../features/patients/list/find-patients';

type PlanNode = {
  'Node Type'?: string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};
type Explained = { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number };

export type PlanSummary = {
  indexes: string[];
  seqScans: string[];
  executionMs: number;
  planningMs: number;
  sharedHit: number;
  sharedRead: number;
};

function walk(node: PlanNode, seen: { indexes: Set<string>; seq: Set<string> }) {
  if (node['Index Name']) seen.indexes.add(node['Index Name']);
  if (node['Node Type'] === 'Seq Scan')
    seen.seq.add((node as { 'Relation Name'?: string })['Relation Name'] ?? '?');
  for (const child of node.Plans ?? []) walk(child, seen);
}

/** EXPLAIN (ANALYZE, BUFFERS) of a query: the indexes its plan uses, its time and buffers. */
export async function explain(db: Database, query: SQL): Promise<PlanSummary> {
  const result = (await db.execute(
    sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query}`,
  )) as unknown as { rows: { 'QUERY PLAN': Explained[] }[] };
  const explained = result.rows[0]?.['QUERY PLAN'][0];
  if (!explained) throw new Error('EXPLAIN returned no plan');
  const seen = { indexes: new Set<string>(), seq: new Set<string>() };
  walk(explained.Plan, seen);
  return {
    indexes: [...seen.indexes].sort(),
    seqScans: [...seen.seq].sort(),
    executionMs: explained['Execution Time'],
    planningMs: explained['Planning Time'],
    sharedHit: explained.Plan['Shared Hit Blocks'] ?? 0,
    sharedRead: explained.Plan['Shared Read Blocks'] ?? 0,
  };
}

/** The patient list's own SQL (features/patients/list) for a search term, first page. */
export function patientSearchQuery(scope: Scope, search: string): SQL {
  return patientListQuery(scope, ZPatientListQuery.parse({ search }), PATIENT_LIST_PAGE_SIZE, 0);
}
