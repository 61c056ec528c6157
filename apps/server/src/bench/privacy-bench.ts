import { readFileSync } from 'node:fs';
import path from 'node:path';
import { patientRepresentatives, patients, users } from '../db/schema';
import { openDatabase } from '../lib/db';
import { reportFixtures } from '../lib/privacy/fixtures/report-fixtures';
import { loadKnownIdentities } from '../lib/privacy/load-known-identities';
import {
  createIdentityMatcher,
  pseudonymise,
  type KnownIdentity,
} from '../lib/privacy/pseudonymise';

/**
 * npm run bench:privacy: pseudonymising a 10-page report (~30,000 characters)
 * against 10,000 known patients and their representatives, all invented. Loads them first
 * through loadKnownIdentities from an in-memory PGlite. Prints figures; asserts nothing.
 */
const PATIENTS = 10_000;
const REPORT_CHARS = 30_000;
const RUNS = 10;

let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const firstNames = readFileSync(
  path.join(import.meta.dirname, '../lib/privacy/data/french-first-names.txt'),
  'utf8',
)
  .split('\n')
  .filter((l) => l && !l.startsWith('#'));
const syllables = [
  'ber',
  'mar',
  'tin',
  'ro',
  'lan',
  'dou',
  'ga',
  'nier',
  'che',
  'val',
  'mo',
  'reau',
  'fon',
  'taine',
  'le',
  'roy',
  'gi',
  'rard',
  'bou',
  'vier',
];
const surname = () => {
  const word = Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(syllables)).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
};

function report(identities: readonly KnownIdentity[]): string {
  let text = '';
  while (text.length < REPORT_CHARS) {
    const fixture = pick(reportFixtures);
    const person = pick(identities);
    text += `${fixture.text}\n${person.firstName} ${person.lastName} a été vu(e) en séance.\n\n`;
  }
  return text.slice(0, REPORT_CHARS);
}

const ms = (start: number) => `${(performance.now() - start).toFixed(1)} ms`;

async function main() {
  const handle = await openDatabase({ driver: 'pglite', dataDir: null });
  await handle.migrate();
  const db = handle.db;
  const [user] = await db
    .insert(users)
    .values({ name: 'Bench', email: 'bench.privacy@exemple.fr' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const scope = { userId: user.id, organizationId: null };
  for (let chunk = 0; chunk < PATIENTS; chunk += 1_000) {
    const rows = Array.from({ length: 1_000 }, () => ({
      ...scope,
      firstName: pick(firstNames),
      lastName: surname(),
      dateOfBirth: `20${String(10 + Math.floor(random() * 10))}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
      phoneNumber: `06${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
      email: `patient.${Math.floor(random() * 1e9)}@exemple.fr`,
      city: 'Lyon',
    }));
    const inserted = await db
      .insert(patients)
      .values(rows)
      .returning({ id: patients.id, lastName: patients.lastName });
    await db.insert(patientRepresentatives).values(
      inserted.map((p) => ({
        ...scope,
        patientId: p.id,
        firstName: pick(firstNames),
        lastName: p.lastName,
        relation: 'Mère',
        email: `parent.${Math.floor(random() * 1e9)}@exemple.fr`,
      })),
    );
  }
  await handle.exec('ANALYZE');

  let start = performance.now();
  const identities = await loadKnownIdentities(db, scope);
  console.log(
    `loadKnownIdentities (PGlite, ${PATIENTS} patients): ${identities.length} identités en ${ms(start)}`,
  );
  start = performance.now();
  const matcher = createIdentityMatcher(identities);
  console.log(`createIdentityMatcher: ${ms(start)}`);
  const text = report(identities);
  start = performance.now();
  pseudonymise(text, { matcher, mode: 'store' });
  console.log(`premier appel (listes de mots chargées) : ${ms(start)}`);
  for (const mode of ['store', 'reversible'] as const) {
    const times: number[] = [];
    let replaced = 0;
    for (let run = 0; run < RUNS; run++) {
      const t = performance.now();
      const result = pseudonymise(text, { matcher, mode });
      times.push(performance.now() - t);
      replaced = Object.values(result.counts).reduce((a, b) => a + b, 0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `pseudonymise ${mode}, ${text.length} caractères, ${replaced} remplacements : médiane ${times[RUNS >> 1]?.toFixed(1)} ms, max ${times[RUNS - 1]?.toFixed(1)} ms`,
    );
  }
  start = performance.now();
  pseudonymise(text, { identities, mode: 'store' });
  console.log(`pseudonymise avec construction du matcher (un appel complet) : ${ms(start)}`);
  await handle.close();
}

await main();
