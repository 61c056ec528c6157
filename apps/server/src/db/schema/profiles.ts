import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_civilite_chk', sql`${t.civilite} IS NULL OR ${t.civilite} IN ('M.', 'Mme', 'Autre')`),
    check('profiles_rpps_chk', sql`${t.rpps} IS NULL OR ${t.rpps} ~ '^[0-9]{11}$'`),
    check('profiles_siret_chk', sql`${t.siret} IS NULL OR ${t.siret} ~ '^[0-9]{14}$'`),
    check('profiles_postal_code_chk', sql`${t.cabinetPostalCode} IS NULL OR ${t.cabinetPostalCode} ~ '^[0-9]{5}$'`),
    check('profiles_country_chk', sql`${t.cabinetCountry} IN ('FR', 'BE', 'CH', 'CA')`),
  ],
);
