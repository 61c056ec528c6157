import { boolean, check, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations, users } from './auth';

/** Professions (spec: metier). Seeded by a custom migration. */
export const metiers = pgTable('metiers', {
  id: uuid('id').primaryKey().defaultRandom(),
  nom: text('nom').notNull().unique(),
  actif: boolean('actif').notNull().default(true),
});

/** The practitioner profile, one per user, created with the account (spec 2 §3). */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name'),
    role: text('role').notNull().default('practitioner'),
    timezone: text('timezone').notNull().default('Europe/Paris'),
    language: text('language').notNull().default('fr'),
    onboardingStatus: text('onboarding_status').notNull().default('pending'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    mfaEnrolled: boolean('mfa_enrolled').notNull().default(false),
    orgDefaultId: uuid('org_default_id').references(() => organizations.id, { onDelete: 'set null' }),
    civilite: text('civilite'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    rpps: text('rpps'),
    siret: text('siret'),
    phone: text('phone'),
    professionId: uuid('profession_id').references(() => metiers.id),
    cabinetAddressLine1: text('cabinet_address_line1'),
    cabinetAddressLine2: text('cabinet_address_line2'),
    cabinetPostalCode: text('cabinet_postal_code'),
    cabinetCity: text('cabinet_city'),
    cabinetCountry: text('cabinet_country').notNull().default('FR'),
    /** Working hours shaded in the agenda (issue 10 §2): ISO days (1 = Monday) and 'HH:MM'. */
    workingDays: smallint('working_days').array().notNull().default(sql`'{1,2,3,4,5}'::smallint[]`),
    workStart: text('work_start').notNull().default('08:00'),
    workEnd: text('work_end').notNull().default('19:00'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_civilite_chk', sql`${t.civilite} IS NULL OR ${t.civilite} IN ('M.', 'Mme', 'Autre')`),
    check('profiles_rpps_chk', sql`${t.rpps} IS NULL OR ${t.rpps} ~ '^[0-9]{11}$'`),
    check('profiles_siret_chk', sql`${t.siret} IS NULL OR ${t.siret} ~ '^[0-9]{14}$'`),
    check('profiles_postal_code_chk', sql`${t.cabinetPostalCode} IS NULL OR ${t.cabinetPostalCode} ~ '^[0-9]{5}$'`),
    check('profiles_country_chk', sql`${t.cabinetCountry} IN ('FR', 'BE', 'CH', 'CA')`),
    check(
      'profiles_working_days_chk',
      sql`cardinality(${t.workingDays}) BETWEEN 1 AND 7 AND ${t.workingDays} <@ '{1,2,3,4,5,6,7}'::smallint[]`,
    ),
    check(
      'profiles_work_hours_chk',
      sql`${t.workStart} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.workEnd} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.workStart} < ${t.workEnd}`,
    ),
  ],
);
