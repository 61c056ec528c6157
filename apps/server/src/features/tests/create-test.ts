import { testMessages, TEST_SIGNED_URL_TTL_SECONDS, yearsToMonths, type TTestDefinition, type TTestPatch } from '@praxis/shared/testotheque/schemas';
import { testDefinitions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { storeUpload, withStoredFile, type FileDeps } from '../../lib/uploads';
import { acceptTestFile, testFileKey } from './test-upload';
import { testColumns, toTests } from './test-row';

export type TTestCreateInput = TTestPatch & { title: string };

/** Fields of a create or a patch, as stored: ages in months (spec 3 §5); only what was sent. */
export function storedFields(input: TTestPatch) {
  return {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.code !== undefined ? { code: input.code } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.aiBrief !== undefined ? { aiBrief: input.aiBrief } : {}),
    ...(input.summary !== undefined ? { summary: input.summary } : {}),
    ...(input.tags !== undefined ? { tags: input.tags } : {}),
    ...(input.ageMinYears !== undefined ? { ageRangeMin: yearsToMonths(input.ageMinYears) } : {}),
    ...(input.ageMaxYears !== undefined ? { ageRangeMax: yearsToMonths(input.ageMaxYears) } : {}),
    ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
  };
}

/**
 * A new test of the scope, active (spec 3 §4). With a file: checked, stored, signed 7 days, then
 * inserted; if the insert fails the stored file is removed (spec 3 §7).
 */
export async function createTest(deps: FileDeps, scope: Scope, input: TTestCreateInput, file: File | undefined): Promise<TTestDefinition> {
  const insert = async (stored: Record<string, unknown>) => {
    const [row] = await deps.db
      .insert(testDefinitions)
      .values({ ...scopeValues(scope), ...storedFields(input), title: input.title, isActive: true, ...stored })
      .returning(testColumns(scope));
    if (!row) throw new AppError('INTERNAL', testMessages.createFailed);
    const [test] = await toTests(deps, scope, [row]);
    if (!test) throw new AppError('INTERNAL', testMessages.createFailed);
    return test;
  };
  if (!file) return insert({});
  const upload = await acceptTestFile(file);
  const key = await storeUpload(deps.storage, upload, (timestamp) => testFileKey(scope.userId, timestamp, upload.name));
  return withStoredFile(deps, key, testMessages.createFailed, async () => {
    const signed = await deps.storage.signedUrl(key, TEST_SIGNED_URL_TTL_SECONDS);
    return insert({
      storagePath: key,
      signedUrl: signed.url,
      signedUrlExpiresAt: signed.expiresAt,
      mimeType: upload.contentType,
      sizeBytes: upload.size,
      attachments: { filename: upload.name },
    });
  });
}
