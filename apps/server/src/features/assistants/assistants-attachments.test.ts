import { Document, Packer, Paragraph } from 'docx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TEXT_MAX_LENGTH,
  assistantMessages as catalog,
  type TConversationDetail,
  type TReadAttachment,
} from '@praxis/shared/assistants/schemas';
import { assistantMessages } from '../../db/schema';
import { makePdf } from '../../lib/simple-pdf';
import { samples, uploadForm, type UploadFile } from '../../test/files';
import { expectIsolation } from '../../test/isolation';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createConversationThroughApi, sendMessage } from './assistants-test-support';
import { withAttachments } from './send-message';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-pieces-jointes');
});
afterAll(async () => {
  await praxis.close();
});

async function read(file: UploadFile, cookie: string | null = world.owner.cookie) {
  return request(praxis, 'POST', '/api/v1/assistants/attachments', cookie ?? undefined, uploadForm({}, file));
}

async function docx(text: string): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children: text.split('\n').map((line) => new Paragraph(line)) }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe('files joined to a message (spec 3 §2.9): their text is read, nothing is stored', () => {
  it('reads the text of a PDF, a DOCX and a TXT', async () => {
    const pdf = makePdf([['Bilan psychomoteur de Léon', 'Tonus : hypotonie axiale modérée.']]);
    const cases: [UploadFile, string][] = [
      [{ name: 'bilan.pdf', bytes: pdf }, 'Tonus : hypotonie axiale modérée.'],
      [{ name: 'courrier.docx', bytes: await docx('Courrier de l’école\nLéon se fatigue vite en graphisme.') }, 'Léon se fatigue vite en graphisme.'],
      [{ name: 'notes.txt', bytes: samples.txt }, 'Exercice : boucles et ponts.'],
    ];
    for (const [file, expected] of cases) {
      const res = await read(file);
      expect(res.status, res.text).toBe(200);
      const body = res.body as TReadAttachment;
      expect(body).toMatchObject({ name: file.name, notice: null });
      expect(body.text).toContain(expected);
    }
  });

  it('gives no text, with a French notice, for images and for files whose text cannot be read', async () => {
    const png = (await read({ name: 'photo.png', bytes: samples.png })).body as TReadAttachment;
    expect(png).toEqual({ name: 'photo.png', text: null, notice: catalog.attachmentImage('photo.png') });
    const jpg = (await read({ name: 'dessin.JPG', bytes: samples.jpeg })).body as TReadAttachment;
    expect(jpg.notice).toBe(catalog.attachmentImage('dessin.JPG'));
    // A PDF without text (a scan) and a damaged Word file.
    const scan = (await read({ name: 'scan.pdf', bytes: samples.pdf })).body as TReadAttachment;
    expect(scan).toEqual({ name: 'scan.pdf', text: null, notice: catalog.attachmentUnreadable('scan.pdf') });
    const doc = (await read({ name: 'ancien.doc', bytes: samples.doc })).body as TReadAttachment;
    expect(doc).toEqual({ name: 'ancien.doc', text: null, notice: catalog.attachmentUnreadable('ancien.doc') });
  });

  it('refuses a wrong type, a renamed executable, an empty file and a file over 20 Mo, in French', async () => {
    const exe = await read({ name: 'outil.exe', bytes: samples.exe });
    expect(exe.status).toBe(422);
    expect(exe.text).toContain(catalog.attachmentType('outil.exe'));
    const renamed = await read({ name: 'notes.pdf', bytes: samples.exe });
    expect(renamed.status).toBe(422);
    expect(renamed.text).toContain(catalog.attachmentType('notes.pdf'));
    const empty = await read({ name: 'vide.txt', bytes: new Uint8Array() });
    expect(empty.status).toBe(422);
    const big = new Uint8Array(ATTACHMENT_MAX_BYTES + 1).fill(0x61);
    const tooBig = await read({ name: 'gros.txt', bytes: big });
    expect(tooBig.status).toBe(413);
    expect(tooBig.text).toContain(catalog.attachmentSize('gros.txt'));
    const noFile = await request(praxis, 'POST', '/api/v1/assistants/attachments', world.owner.cookie, uploadForm({ autre: 'x' }));
    expect(noFile.status).toBe(422);
  });

  it('is closed to anonymous visitors', async () => {
    const res = await read({ name: 'notes.txt', bytes: samples.txt }, null);
    expect(res.status).toBe(401);
  });

  it('keeps the joined files with the question: names in the conversation, text for the model', async () => {
    const conversation = await createConversationThroughApi(praxis, world.owner.cookie, 'sophie');
    const attachments = [
      { name: 'bilan.pdf', text: 'Tonus : hypotonie axiale modérée.' },
      { name: 'photo.png', text: null },
    ];
    const sent = await sendMessage(praxis, world.owner.cookie, conversation.id, { content: 'Résume ces fichiers', attachments });
    expect(sent.status).toBe(200);
    const detail = (await request(praxis, 'GET', `/api/v1/conversations/${conversation.id}`, world.owner.cookie)).body as TConversationDetail;
    expect(detail.messages.map((m) => m.attachments)).toEqual([['bilan.pdf', 'photo.png'], []]);
    const [stored] = await praxis.database.db
      .select({ attachments: assistantMessages.attachments })
      .from(assistantMessages)
      .where(eq(assistantMessages.conversationId, conversation.id))
      .limit(1);
    expect(stored?.attachments).toEqual(attachments);
    expect(withAttachments('Résume ces fichiers', attachments)).toBe(
      'Résume ces fichiers\n\n--- Fichier joint : bilan.pdf ---\nTonus : hypotonie axiale modérée.\n\n--- Fichier joint : photo.png (contenu non lu) ---',
    );
  });

  it.each([
    ['six files', { attachments: Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.txt`, text: 'a' })) }, catalog.attachmentCount],
    ['too much text', { attachments: [{ name: 'a.txt', text: 'a'.repeat(ATTACHMENT_TEXT_MAX_LENGTH / 2 + 1) }, { name: 'b.txt', text: 'b'.repeat(ATTACHMENT_TEXT_MAX_LENGTH / 2) }] }, catalog.attachmentTextTooLong],
    ['a file without a name', { attachments: [{ name: ' ', text: 'a' }] }, catalog.attachmentNameRequired],
    ['a name too long', { attachments: [{ name: `${'n'.repeat(256)}.txt`, text: 'a' }] }, catalog.attachmentNameTooLong],
    ['not a list', { attachments: 'bilan.pdf' }, catalog.attachmentCount],
  ])('refuses a message with %s, in French, and stores nothing', async (_, extra, message) => {
    const conversation = await createConversationThroughApi(praxis, world.owner.cookie, 'myriam');
    const sent = await sendMessage(praxis, world.owner.cookie, conversation.id, { content: 'Bonjour', ...extra });
    expect(sent.status).toBe(422);
    expect(sent.text).toContain(message);
    const detail = (await request(praxis, 'GET', `/api/v1/conversations/${conversation.id}`, world.owner.cookie)).body as TConversationDetail;
    expect(detail.messages).toEqual([]);
  });

  it('never lets anyone else post files into a conversation', async () => {
    const conversation = await createConversationThroughApi(praxis, world.owner.cookie, 'sophie', { title: 'Pièces jointes 4b2c' });
    await expectIsolation(praxis, world, {
      name: 'POST message with attachments',
      method: 'POST',
      path: `/api/v1/conversations/${conversation.id}/messages`,
      body: { content: 'Bonjour', attachments: [{ name: 'bilan.pdf', text: 'Texte' }] },
      marker: 'Pièces jointes 4b2c',
    });
  });
});
