import { AppError, fromDatabaseError, RETRYABLE_STATES, sqlStateOf } from '../../lib/errors';
import type { Database } from '../../lib/db';

/** A database handle or an open transaction: the checks run inside the write's transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs one step of an appointment write. Refusals (AppError) and known database errors (overlap,
 * end before start) pass through with their own messages; anything else becomes a 500 with the
 * step's French message (spec 2 §8), the original error kept as the cause for the log.
 */
export async function step<T>(failureMessage: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const known = fromDatabaseError(err);
    if (known) throw known;
    throw Object.assign(new AppError('INTERNAL', failureMessage), { cause: err });
  }
}

/**
 * Runs an appointment write (a savepoint in the request's transaction) and, when PostgreSQL ended
 * it as a deadlock or a serialization failure, once more. The practitioner's agenda lock
 * (overlap.ts) keeps racing bookings from waiting on each other's row in the no-overlap
 * constraint; this stays as the guard for a deadlock the lock does not prevent. A second failure
 * answers 503 (lib/errors.ts).
 */
export async function retryOnceOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const state = sqlStateOf(err);
    if (!state || !RETRYABLE_STATES.has(state)) throw err;
    return run();
  }
}
