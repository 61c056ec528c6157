import { and, eq, inArray } from 'drizzle-orm';
import { appointmentTypes, consultationReasons, metiers, profiles } from '../../db/schema';
import type { Executor } from '../../features/appointments/appointment-errors';
import { scopeValues, scopeWhere, type Scope } from '../../lib/scope';
import { APPOINTMENT_TYPES, CONSULTATION_REASONS } from './french-data';

export type SeededType = { id: string; name: string; durationMinutes: number; location: string; weight: number };

/** A complete profile (the four required fields and the recommended ones). */
export async function fillProfile(db: Executor, userId: string, names: { firstName: string; lastName: string }): Promise<void> {
  const [profession] = await db.select({ id: metiers.id }).from(metiers).where(eq(metiers.nom, 'Psychomotricien·ne')).limit(1);
  await db
    .update(profiles)
    .set({
      civilite: 'Mme',
      ...names,
      fullName: `${names.firstName} ${names.lastName}`,
      professionId: profession?.id ?? null,
      phone: '0478123456',
      rpps: '10101234567',
      siret: '12345678900012',
      cabinetAddressLine1: '12 rue de la République',
      cabinetPostalCode: '69002',
      cabinetCity: 'Lyon',
      cabinetCountry: 'FR',
      onboardingStatus: 'completed',
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, userId));
}

/** The consultation reasons of the seed, reusing those the practitioner already has. */
export async function ensureReasons(db: Executor, scope: Scope): Promise<string[]> {
  const labels = CONSULTATION_REASONS.map(([label]) => label);
  const existing = await db
    .select({ id: consultationReasons.id, label: consultationReasons.label })
    .from(consultationReasons)
    .where(and(scopeWhere(consultationReasons, scope), eq(consultationReasons.isActive, true), inArray(consultationReasons.label, labels)));
  const missing = CONSULTATION_REASONS.filter(([label]) => !existing.some((r) => r.label === label));
  const created = missing.length
    ? await db
        .insert(consultationReasons)
        .values(missing.map(([label, description]) => ({ ...scopeValues(scope), label, description })))
        .returning({ id: consultationReasons.id })
    : [];
  return [...existing, ...created].map((r) => r.id);
}

/** The appointment types of the seed ('Bilan psychomoteur', 'Séance de rééducation'…), reused by name. */
export async function ensureTypes(db: Executor, scope: Scope): Promise<SeededType[]> {
  const existing = await db
    .select({ id: appointmentTypes.id, name: appointmentTypes.name })
    .from(appointmentTypes)
    .where(and(scopeWhere(appointmentTypes, scope), eq(appointmentTypes.isActive, true), inArray(appointmentTypes.name, APPOINTMENT_TYPES.map((t) => t.name))));
  const result: SeededType[] = [];
  for (const type of APPOINTMENT_TYPES) {
    const found = existing.find((t) => t.name === type.name);
    const id =
      found?.id ??
      (
        await db
          .insert(appointmentTypes)
          .values({ ...scopeValues(scope), name: type.name, durationMinutes: type.durationMinutes, location: type.location, description: null })
          .returning({ id: appointmentTypes.id })
      )[0]?.id;
    if (!id) throw new Error(`type ${type.name} not created`);
    result.push({ id, ...type });
  }
  return result;
}
