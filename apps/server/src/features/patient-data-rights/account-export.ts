import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { strToU8 } from 'fflate';
import {
  appointmentTypes,
  assistantConversations,
  consultationReasons,
  knowledgeItems,
  patients,
  profiles,
  reminderTemplates,
  trameDocuments,
  trameExamples,
  trames,
  trameTests,
  trameTypes,
  testDocuments,
  userDocuments,
  users,
} from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import type { Logger } from '../../lib/logger';
import { fileNameOf } from '../../lib/stored-file';
import { patientZipEntries, setExportProgress, storeExportZip } from './build-export';
import type { PatientExportRow } from './export-row';

type OwnedTable = PgTable & { userId: PgColumn; createdAt: PgColumn };

/** The account's own rows, by name in compte.json (every one filtered on user_id). */
const OWNED_TABLES: Record<string, OwnedTable> = {
  appointmentTypes,
  consultationReasons,
  reminderRules: reminderTemplates,
  trameTypes,
  trames,
  trameExamples,
  trameDocuments,
  trameTests,
  userDocuments,
  testDocuments,
  knowledgeItems,
  assistantConversations,
};

/** Columns that point at a stored file; the file goes in the ZIP under files/<table>/<id>/. */
const FILE_COLUMNS = ['storagePath', 'pdfStoragePath'] as const;
/** Never exported: short-lived signed addresses and inline copies of the files already in the ZIP. */
const DROPPED_COLUMNS = [
  'signedUrl',
  'signedUrlExpiresAt',
  'pdfSignedUrl',
  'pdfSignedUrlExpiresAt',
  'attachmentBase64',
];

type Row = Record<string, unknown>;

/**
 * 'Exporter mon compte' (issue 16 §2): compte.json (profile and every row the account owns), the
 * files of its documents and trames under files/, and every patient it owns under
 * patients/<id>/ exactly as a patient export gives them. Same row, job, progress, signed link and
 * expiry as a patient export (the row's patient_id is null).
 */
export async function buildAccountExport(
  deps: AppDeps,
  row: PatientExportRow,
  logger: Logger,
  now = () => new Date(),
): Promise<void> {
  const userId = row.userId;
  const [user] = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return;
  const [profile] = await deps.db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);

  const entries: Record<string, Uint8Array> = {};
  const tables: Record<string, Row[]> = {};
  let missing = 0;
  for (const [name, table] of Object.entries(OWNED_TABLES)) {
    const rows = (await deps.db
      .select()
      .from(table)
      .where(eq(table.userId, userId))
      .orderBy(asc(table.createdAt))) as Row[];
    tables[name] = [];
    for (const source of rows) {
      const out: Row = Object.fromEntries(
        Object.entries(source).filter(([key]) => !DROPPED_COLUMNS.includes(key)),
      );
      for (const column of FILE_COLUMNS) {
        const key = source[column];
        if (typeof key !== 'string' || !key) continue;
        const stored = await deps.storage.read(key);
        const entry = `files/${name}/${String(source.id)}/${fileNameOf(key)}`;
        if (stored) entries[entry] = new Uint8Array(stored.bytes);
        else missing++;
        out[`${column}File`] = stored ? entry : null;
      }
      tables[name].push(out);
    }
  }
  await setExportProgress(deps, row, { progress: 20 });

  const owned = await deps.db
    .select({ id: patients.id, organizationId: patients.organizationId })
    .from(patients)
    .where(eq(patients.userId, userId))
    .orderBy(asc(patients.createdAt));
  for (const [index, patient] of owned.entries()) {
    const part = await patientZipEntries(
      deps,
      { userId, organizationId: patient.organizationId },
      patient.id,
      logger,
      { prefix: `patients/${patient.id}/`, now: now() },
    );
    if (part) Object.assign(entries, part);
    await setExportProgress(deps, row, {
      progress: 20 + Math.floor((70 * (index + 1)) / owned.length),
    });
  }
  if (missing > 0) logger.warn({ missing }, 'export du compte : fichiers absents du stockage');

  const account = {
    exportedAt: now().toISOString(),
    user,
    profile: profile ?? null,
    ...tables,
    patients: owned.map((p) => ({ id: p.id, folder: `patients/${p.id}/` })),
  };
  entries['compte.json'] = strToU8(JSON.stringify(account, null, 2));
  await storeExportZip(deps, row, entries, now);
}
