import { parseArgs } from 'node:util';
import { createLogger } from '../lib/logger';
import { createPraxis, loadEnv } from '../server';
import { signInCookie } from './seed/account';
import { seedPractice } from './seed/seed-practice';
import { seedTrames } from './seed/trames';

/**
 * npm run seed -- --patients N [--appointments M] [--email e] [--password p] [--seed s]
 * Fills the database of the environment (DATA_DIR's embedded one, or DATABASE_URL) with a
 * practitioner who can sign in at once, and their practice.
 */
const DEFAULTS = { patients: 50, perPatient: 6, email: 'praticienne.demo@exemple.fr', password: 'Praxis-Demo-2026', seed: 2026 };

function count(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(`--${name} doit être un entier entre 0 et 1 000 000 (reçu : ${value})`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      patients: { type: 'string' },
      appointments: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const patients = count(values.patients, 'patients', DEFAULTS.patients);
  const appointments = count(values.appointments, 'appointments', patients * DEFAULTS.perPatient);
  const account = {
    email: values.email ?? DEFAULTS.email,
    password: values.password ?? DEFAULTS.password,
    firstName: 'Claire',
    lastName: 'Desrosiers',
  };
  const env = loadEnv();
  const praxis = await createPraxis({ env, logger: createLogger('warn'), workers: false });
  const started = performance.now();
  try {
    const summary = await seedPractice(praxis, { account, patients, appointments, seed: count(values.seed, 'seed', DEFAULTS.seed) });
    const cookie = await signInCookie(praxis, account.email, account.password).catch(() => null);
    const trames = cookie ? await seedTrames(praxis, cookie) : null;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const p = summary.patients;
    const a = summary.appointments;
    console.log(`Base : ${praxis.database.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${env.dataDir})`} — ${seconds} s`);
    console.log(`Compte : ${account.email} ${summary.accountCreated ? `(créé, e-mail confirmé) — mot de passe : ${account.password}` : '(existant, réutilisé ; mot de passe inchangé)'}`);
    console.log(`${summary.accountCreated ? "Profil complété, " : ""}${summary.reasons} motifs de consultation, ${summary.types.length} types de séance (${summary.types.map((t) => t.name).join(', ')})`);
    console.log(`${p.patients} patients (${p.minors} mineurs, ${p.representatives} représentants légaux), ${p.goals} objectifs, ${p.parcours} parcours`);
    console.log(`${p.documents} documents (métadonnées seulement : aucun fichier stocké, leur ouverture répond « fichier introuvable »)`);
    console.log(`${a.appointments} rendez-vous du ${a.firstDay} au ${a.lastDay} : ${a.past} passés, ${a.future} à venir, ${a.freeSlots} créneaux libres`);
    console.log(
      !trames
        ? 'Trames non créées : connexion refusée avec ce mot de passe (compte existant)'
        : trames.created.length
        ? `${trames.created.length} trames (${trames.created.join(', ')}) avec ${trames.examples} exemples PDF inventés ; leur analyse est en file et s'exécute au démarrage du serveur`
        : 'Trames de démonstration déjà présentes',
    );
    console.log(`Connexion : ${env.publicUrl}/auth/sign-in`);
  } finally {
    await praxis.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
