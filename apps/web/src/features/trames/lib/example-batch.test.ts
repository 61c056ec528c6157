import { describe, expect, it } from 'vitest';
import { TRAME_FILE_MAX_BYTES, trameMessages } from '@praxis/shared/trames/schemas';
import { prepareExampleBatch } from './example-batch';

const file = (name: string, size = 10, type = 'application/pdf') => {
  const f = new File([new Uint8Array(1)], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('example batch (spec 3 §5)', () => {
  it('keeps PDFs, refuses other files and files over 30 Mo with the named messages', () => {
    const batch = prepareExampleBatch(
      [file('a.pdf'), file('b.docx', 10, ''), file('c.PDF', TRAME_FILE_MAX_BYTES + 1)],
      0,
    );
    expect(batch.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(batch.rejected).toEqual([
      { name: 'b.docx', message: trameMessages.examplePdfOnly('b.docx') },
      { name: 'c.PDF', message: trameMessages.exampleTooLarge('c.PDF') },
    ]);
    expect(batch.warning).toBeNull();
  });

  it('keeps min(10, 50 − count) files and warns about the extras', () => {
    const files = Array.from({ length: 12 }, (_, i) => file(`e${i}.pdf`));
    expect(prepareExampleBatch(files, 0)).toMatchObject({
      warning: trameMessages.exampleBatchLimit(10),
    });
    expect(prepareExampleBatch(files, 0).accepted).toHaveLength(10);
    expect(prepareExampleBatch(files, 47).accepted).toHaveLength(3);
    expect(prepareExampleBatch(files, 47).warning).toBe(
      'Seulement 3 fichier(s) peuvent être ajouté(s)',
    );
    expect(prepareExampleBatch(files, 50).accepted).toHaveLength(0);
  });
});
