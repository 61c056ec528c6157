import { eq } from 'drizzle-orm';
import type { TProfile, TProfileUpdate } from '@praxis/shared/profile/schemas';
import type { TWorkingHours } from '@praxis/shared/profile/working-hours';
import { metiers, profiles } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { getProfile } from './get-profile';

export async function updateProfile(db: Database, userId: string, input: TProfileUpdate): Promise<TProfile> {
  if (input.professionId) {
    const [metier] = await db
      .select({ id: metiers.id })
      .from(metiers)
      .where(eq(metiers.id, input.professionId))
      .limit(1);
    if (!metier) throw new AppError('VALIDATION', 'La profession est obligatoire', 422, { professionId: 'La profession est obligatoire' });
  }
  const updated = await db
    .update(profiles)
    .set({
      ...input,
      fullName: `${input.firstName} ${input.lastName}`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  if (updated.length === 0) throw AppError.notFound('Profil introuvable.');
  return getProfile(db, userId);
}

/** The practitioner's own working hours (issue 10 §2); validated by ZWorkingHours. */
export async function updateWorkingHours(db: Database, userId: string, input: TWorkingHours): Promise<TProfile> {
  const updated = await db
    .update(profiles)
    .set({ workingDays: input.days, workStart: input.start, workEnd: input.end, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  if (updated.length === 0) throw AppError.notFound('Profil introuvable.');
  return getProfile(db, userId);
}
