import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  trameMessages,
  TRAME_FILE_MAX_BYTES,
  type TTrame,
  type TTrameDocument,
} from '@praxis/shared/trames/schemas';
import { samples, uploadForm } from '../../test/files';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { trameTestKit } from './trames-test-support';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-trame-documents');
});
afterAll(async () => {
  await praxis.close();
});

const { storedFiles, trameType, createTrame } = trameTestKit(() => praxis);

describe('supplementary documents', () => {
  it('adds with a title, the alternative name or the file name; edits; searches; deletes — with the messages of the spec', async () => {
    const user = world.otherUser;
    const type = await trameType(user, 'Type documents', false);
    const trame = await createTrame(user, 'Trame documents', type.id);
    const base = `/api/v1/trames/${trame.id}/documents`;
    const add = (fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) =>
      request(praxis, 'POST', base, user.cookie, uploadForm(fields, file));

    const titled = await add(
      { title: 'Fiche d’anamnèse', descriptionIa: 'À remplir au premier rendez-vous' },
      { name: 'anamnese.pdf', bytes: samples.pdf },
    );
    expect(titled.status, titled.text).toBe(201);
    expect(titled.body).toMatchObject({
      title: 'Fiche d’anamnèse',
      descriptionIa: 'À remplir au premier rendez-vous',
      fileName: 'anamnese.pdf',
    });
    expect(
      (await add({ nom: 'Logo du cabinet' }, { name: 'logo.png', bytes: samples.png })).body,
    ).toMatchObject({ title: 'Logo du cabinet', nom: 'Logo du cabinet' });
    expect((await add({}, { name: 'consentement.docx', bytes: samples.docx })).body).toMatchObject({
      title: 'consentement.docx',
    });

    const before = storedFiles();
    for (const [fields, file, status, message] of [
      [{ title: 'Sans fichier' }, undefined, 422, trameMessages.documentFileRequired],
      [
        { title: 'Trop gros' },
        { name: 'gros.pdf', bytes: new Uint8Array(TRAME_FILE_MAX_BYTES + 1).fill(0x25) },
        413,
        trameMessages.documentTooLarge,
      ],
      [
        { title: 'Exécutable' },
        { name: 'outil.exe', bytes: samples.exe },
        422,
        trameMessages.documentBadType,
      ],
      [
        { title: 'Déguisé' },
        { name: 'image.png', bytes: samples.exe },
        422,
        trameMessages.documentContentMismatch,
      ],
    ] as const) {
      const res = await add(fields, file);
      expect(res.status, fields.title).toBe(status);
      expect(res.body).toMatchObject({ error: { message } });
    }
    expect(storedFiles()).toEqual(before);

    const list = async (q = '') =>
      (
        (await request(praxis, 'GET', `${base}${q}`, user.cookie)).body as {
          items: TTrameDocument[];
        }
      ).items.map((d) => d.title);
    expect(await list()).toEqual(['Fiche d’anamnèse', 'Logo du cabinet', 'consentement.docx']);
    expect(await list('?search=logo')).toEqual(['Logo du cabinet']);
    expect(await list('?search=l')).toHaveLength(3);

    const id = (titled.body as TTrameDocument).id;
    const empty = await request(praxis, 'PATCH', `${base}/${id}`, user.cookie, { title: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      error: { message: trameMessages.documentEditTitleRequired },
    });
    expect(
      (
        await request(praxis, 'PATCH', `${base}/${id}`, user.cookie, {
          title: 'Anamnèse',
          description: 'Questionnaire',
        })
      ).body,
    ).toMatchObject({ title: 'Anamnèse', description: 'Questionnaire' });
    expect(
      ((await request(praxis, 'GET', `/api/v1/trames/${trame.id}`, user.cookie)).body as TTrame)
        .stats.documentsCount,
    ).toBe(3);

    expect((await request(praxis, 'DELETE', `${base}/${id}`, user.cookie)).status).toBe(204);
    expect(await list()).toEqual(['Logo du cabinet', 'consentement.docx']);
    expect((await request(praxis, 'DELETE', `${base}/${id}`, user.cookie)).body).toMatchObject({
      error: { message: trameMessages.documentNotFound },
    });
  });
});
