import type { Database } from './db';

/** A database handle or an open transaction: checks run inside the write's transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
