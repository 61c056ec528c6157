import { and, asc, desc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@praxis/shared/appointments/schemas';
import { normalizeFileName } from '@praxis/shared/files/file-names';
import { patientMessages } from '@praxis/shared/patients/schemas';
import { todayIso } from '@praxis/shared/patients/rules';
import { DOCX_MIME, PDF_MIME } from '@praxis/shared/trames/generation';
import {
  draftMessages,
  DRAFT_SESSIONS_MAX,
  type TDraftFormat,
  type TDraftResult,
} from '@praxis/shared/trames/draft';
import { trameMessages, TRAME_SIGNED_URL_TTL_SECONDS } from '@praxis/shared/trames/schemas';
import { ZTemplateJson } from '@praxis/shared/trames/template-document';
import {
  calendarEvents,
  consultationReasons,
  patientDocuments,
  patientGoals,
  patients,
  profiles,
  trames,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { scopeValues, scopeWhere, type Scope } from '../../lib/scope';
import { storeUpload, withStoredFile, type FileDeps } from '../../lib/uploads';
import { patientDocumentKey } from '../patient-documents/upload-patient-documents';
import {
  patientDocumentColumns,
  toPatientDocument,
} from '../patient-documents/patient-document-row';
import { templateToDocx } from './docx-export';
import { templateToPdf } from './pdf-export';
import { draftFromTemplate, type DraftFacts } from './patient-draft';
import { readableTrameWhere } from './trame-row';

async function timeZoneOf(deps: FileDeps, userId: string): Promise<string> {
  const [profile] = await deps.db
    .select({ timezone: profiles.timezone })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  const zone = profile?.timezone ?? DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * POST /trames/{id}/drafts: the trame (readable by the caller, active, with a generated
 * template) filled for a patient of the caller's scope, exported to DOCX or PDF and kept as a document
 * of the patient (source 'trame'), with signed links valid 86,400 s like the trame's files.
 */
export async function prepareDraft(
  deps: FileDeps,
  scope: Scope,
  trameId: string,
  patientId: string,
  format: TDraftFormat = 'docx',
  now = new Date(),
): Promise<TDraftResult> {
  const [trame] = await deps.db
    .select({ name: trames.name, isActive: trames.isActive, template: trames.templateJson })
    .from(trames)
    .where(and(readableTrameWhere(scope), eq(trames.id, trameId)))
    .limit(1);
  if (!trame) throw AppError.notFound(trameMessages.notFound);
  const [patient] = await deps.db
    .select({
      civilite: patients.civilite,
      firstName: patients.firstName,
      lastName: patients.lastName,
      dateOfBirth: patients.dateOfBirth,
      schoolName: patients.schoolName,
      schoolLevel: patients.schoolLevel,
      schoolClass: patients.schoolClass,
      followupStartedAt: patients.followupStartedAt,
      consultationReason: consultationReasons.label,
    })
    .from(patients)
    .leftJoin(consultationReasons, eq(consultationReasons.id, patients.consultationReasonId))
    .where(and(scopeWhere(patients, scope), eq(patients.id, patientId)))
    .limit(1);
  if (!patient) throw AppError.notFound(patientMessages.notFound);
  if (!trame.isActive) throw new AppError('VALIDATION', draftMessages.inactive, 422);
  if (trame.template === null) throw new AppError('VALIDATION', draftMessages.noTemplate, 422);
  const template = ZTemplateJson.safeParse(trame.template);
  if (!template.success) throw new AppError('VALIDATION', draftMessages.invalidTemplate, 422);

  const goals = await deps.db
    .select({ title: patientGoals.title, description: patientGoals.description })
    .from(patientGoals)
    .where(
      and(
        eq(patientGoals.patientId, patientId),
        sql`${patientGoals.deletedAt} IS NULL`,
        ne(patientGoals.status, 'cancelled'),
      ),
    )
    .orderBy(asc(patientGoals.createdAt), asc(patientGoals.id));
  const sessions = await deps.db
    .select({ startsAt: calendarEvents.startsAt, notes: calendarEvents.notes })
    .from(calendarEvents)
    .where(
      and(
        scopeWhere(calendarEvents, scope),
        eq(calendarEvents.patientId, patientId),
        ne(calendarEvents.status, 'cancelled'),
        lte(calendarEvents.startsAt, now),
        isNotNull(calendarEvents.notes),
        sql`btrim(${calendarEvents.notes}) <> ''`,
      ),
    )
    .orderBy(desc(calendarEvents.startsAt))
    .limit(DRAFT_SESSIONS_MAX);

  const timeZone = await timeZoneOf(deps, scope.userId);
  const today = todayIso(now, timeZone);
  const facts: DraftFacts = {
    patient,
    consultationReason: patient.consultationReason,
    goals,
    sessions: sessions.map((s) => ({ startsAt: s.startsAt, notes: s.notes ?? '' })),
    today,
    timeZone,
  };
  const draft = ZTemplateJson.parse(draftFromTemplate(template.data, facts));
  const bytes = format === 'pdf' ? await templateToPdf(draft) : await templateToDocx(draft);
  const mimeType = format === 'pdf' ? PDF_MIME : DOCX_MIME;
  const { name } = normalizeFileName(
    `Compte rendu ${patient.firstName} ${patient.lastName} ${today}.${format}`,
  );
  const key = await storeUpload(
    deps.storage,
    { bytes, name, renamedFrom: null, contentType: mimeType, size: bytes.byteLength },
    (timestamp) => patientDocumentKey(scope.userId, patientId, timestamp, name),
  );
  const row = await withStoredFile(deps, key, draftMessages.failed, async () => {
    const [inserted] = await deps.db
      .insert(patientDocuments)
      .values({
        ...scopeValues(scope),
        patientId,
        fileName: name,
        fileType: format,
        storagePath: key,
        mimeType,
        sizeBytes: bytes.byteLength,
        summary: `${draftMessages.action} : trame « ${trame.name} »`.slice(0, 500),
        source: 'trame',
      })
      .returning(patientDocumentColumns);
    if (!inserted) throw new Error('no row returned by the insert');
    return inserted;
  });
  const inline = await deps.storage.signedUrl(key, TRAME_SIGNED_URL_TTL_SECONDS, { now });
  const download = await deps.storage.signedUrl(key, TRAME_SIGNED_URL_TTL_SECONDS, {
    download: name,
    now,
  });
  return {
    document: toPatientDocument(row),
    signedUrl: inline.url,
    downloadUrl: download.url,
    expiresAt: inline.expiresAt.toISOString(),
  };
}
