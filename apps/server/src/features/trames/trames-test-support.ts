import path from 'node:path';
import { expect } from 'vitest';
import type { TTrameType } from '@praxis/shared/settings/schemas';
import type { TTrame } from '@praxis/shared/trames/schemas';
import { makePdf } from '../../lib/simple-pdf';
import type { TestUser } from '../../test/factories';
import { filesUnder, uploadForm } from '../../test/files';
import { request } from '../../test/tenancy';
import type { TestPraxis } from '../../test/test-praxis';

/** Helpers of the trame tests, through the API. */

export async function createTrameType(
  praxis: TestPraxis,
  user: TestUser,
  label: string,
  isBilan: boolean,
): Promise<TTrameType> {
  const res = await request(praxis, 'POST', '/api/v1/trame-types', user.cookie, { label, isBilan });
  expect(res.status, res.text).toBe(201);
  return res.body as TTrameType;
}

export async function createTrame(
  praxis: TestPraxis,
  user: TestUser,
  name: string,
  trameTypeId: string,
): Promise<TTrame> {
  const res = await request(praxis, 'POST', '/api/v1/trames', user.cookie, { name, trameTypeId });
  expect(res.status, res.text).toBe(201);
  return res.body as TTrame;
}

/** A bilan trame of its own type ('Type <name>'). */
export async function createBilanTrame(
  praxis: TestPraxis,
  user: TestUser,
  name: string,
): Promise<TTrame> {
  const type = await createTrameType(praxis, user, `Type ${name}`, true);
  return createTrame(praxis, user, name, type.id);
}

type UploadFile = { name: string; bytes: Uint8Array; type?: string };

export const examplePdf = (
  name: string,
  bytes: Uint8Array = makePdf([
    ['Compte rendu de séance', 'Séance de travail de la motricité fine et du graphisme.'],
  ]),
): UploadFile => ({ name, bytes, type: 'application/pdf' });

export const uploadExample = (
  praxis: TestPraxis,
  user: TestUser,
  trameId: string,
  file?: UploadFile,
) =>
  request(praxis, 'POST', `/api/v1/trames/${trameId}/examples`, user.cookie, uploadForm({}, file));

/** Stored files, without the hidden temporary ones. */
export const storedFiles = (praxis: TestPraxis) =>
  filesUnder(praxis.env.filesDir).filter((f) => !path.basename(f).startsWith('.'));

const exampleReport = (reason: string) =>
  makePdf([
    [
      'Cabinet de psychomotricité du Parc',
      { text: 'BILAN PSYCHOMOTEUR', size: 18 },
      '1. Anamnèse',
      reason,
      'Le bilan a été réalisé en deux séances.',
      '2. Conclusion',
      'Une prise en charge est proposée.',
      'Page 1/2',
    ],
    ['Cabinet de psychomotricité du Parc', 'Fait à Lyon le 3 mai 2025', 'Page 2/2'],
  ]);

/** A bilan trame with two example reports analysed (the queue run to the end). */
export async function createAnalysedTrame(praxis: TestPraxis, user: TestUser, name: string) {
  const trame = await createBilanTrame(praxis, user, name);
  for (const [i, reason] of [
    'Adressé pour une maladresse.',
    'Vient pour une écriture lente.',
  ].entries()) {
    const res = await request(
      praxis,
      'POST',
      `/api/v1/trames/${trame.id}/examples`,
      user.cookie,
      uploadForm(
        {},
        { name: `exemple-${i}.pdf`, bytes: exampleReport(reason), type: 'application/pdf' },
      ),
    );
    expect(res.status, res.text).toBe(201);
  }
  const launched = await request(
    praxis,
    'POST',
    `/api/v1/trames/${trame.id}/analysis`,
    user.cookie,
  );
  expect(launched.status, launched.text).toBe(201);
  await praxis.jobs.idle(60_000);
  return trame;
}

/** A 1×1 PNG and a 2×2 JPEG (made with jpeg-js), as a template's image blocks hold them. */
export const SAMPLE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export const SAMPLE_JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOXr9FPmD//Z';

/** The helpers above bound to a test file's `praxis` (created in its beforeAll). */
export function trameTestKit(getPraxis: () => TestPraxis) {
  return {
    storedFiles: () => storedFiles(getPraxis()),
    trameType: (user: TestUser, label: string, isBilan: boolean) =>
      createTrameType(getPraxis(), user, label, isBilan),
    createTrame: (user: TestUser, name: string, trameTypeId: string) =>
      createTrame(getPraxis(), user, name, trameTypeId),
    upload: (user: TestUser, trameId: string, file?: Parameters<typeof uploadExample>[3]) =>
      uploadExample(getPraxis(), user, trameId, file),
  };
}
