import { eq } from 'drizzle-orm';
import type { TProfile } from '@praxis/shared/profile/schemas';
import { metiers, profiles } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';

/** The signed-in practitioner's own profile with its profession; nobody reads another's. */
export async function getProfile(db: Database, userId: string): Promise<TProfile> {
  const [row] = await db
    .select({
      userId: profiles.userId,
      email: profiles.email,
      fullName: profiles.fullName,
      civilite: profiles.civilite,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      timezone: profiles.timezone,
      language: profiles.language,
      phone: profiles.phone,
      rpps: profiles.rpps,
      siret: profiles.siret,
      professionId: profiles.professionId,
      professionNom: metiers.nom,
      cabinetAddressLine1: profiles.cabinetAddressLine1,
      cabinetAddressLine2: profiles.cabinetAddressLine2,
      cabinetPostalCode: profiles.cabinetPostalCode,
      cabinetCity: profiles.cabinetCity,
      cabinetCountry: profiles.cabinetCountry,
      workingDays: profiles.workingDays,
      workStart: profiles.workStart,
      workEnd: profiles.workEnd,
      createdAt: profiles.createdAt,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .leftJoin(metiers, eq(metiers.id, profiles.professionId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!row) throw AppError.notFound('Profil introuvable.');
  const { professionNom, createdAt, updatedAt, workingDays, workStart, workEnd, ...rest } = row;
  return {
    ...rest,
    workingHours: { days: [...workingDays].sort((a, b) => a - b), start: workStart, end: workEnd },
    profession: rest.professionId && professionNom ? { id: rest.professionId, nom: professionNom } : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
