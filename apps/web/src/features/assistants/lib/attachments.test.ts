import { describe, expect, it } from 'vitest';
import { addAttachments } from './attachments';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('prompt attachments (spec 3 §2.9)', () => {
  it('accepts pdf, doc, docx, txt, png, jpg and jpeg, several at once, whatever the case', () => {
    const names = ['a.pdf', 'b.doc', 'c.docx', 'd.txt', 'e.PNG'];
    const { files, errors } = addAttachments([], names.map((n) => file(n)));
    expect(files.map((f) => f.name)).toEqual(names);
    expect(errors).toEqual([]);
    expect(addAttachments([], [file('f.jpg'), file('g.jpeg')]).files).toHaveLength(2);
  });

  it('refuses another type and a file over 20 Mo with a French message', () => {
    const big = file('gros.pdf', 20 * 1024 * 1024 + 1);
    const { files, errors } = addAttachments([], [file('script.exe'), big, file('ok.pdf', 20 * 1024 * 1024)]);
    expect(files.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(errors).toEqual([
      'script.exe : seuls les fichiers PDF, DOC, DOCX, TXT, PNG, JPG et JPEG sont acceptés',
      'gros.pdf : la taille maximale est de 20 Mo',
    ]);
  });

  it('keeps at most 5 files per message', () => {
    const { files, errors } = addAttachments([file('1.pdf'), file('2.pdf'), file('3.pdf'), file('4.pdf')], [file('5.pdf'), file('6.pdf'), file('7.pdf')]);
    expect(files).toHaveLength(5);
    expect(errors).toEqual(['Au plus 5 fichiers par message']);
  });
});
