import { asc, eq } from 'drizzle-orm';
import { metiers } from '../../db/schema';
import type { Database } from '../../lib/db';

export async function findMetiers(db: Database) {
  return db
    .select({ id: metiers.id, nom: metiers.nom })
    .from(metiers)
    .where(eq(metiers.actif, true))
    .orderBy(asc(metiers.nom));
}
