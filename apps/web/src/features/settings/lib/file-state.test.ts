import { describe, expect, it } from 'vitest';
import type { TStoredFile } from '@praxis/shared/settings/schemas';
import { canOpenFile, effectiveFileState, fileDownloadHref, fileStateLabel } from './file-state';

const now = new Date('2026-03-10T10:00:00Z');
const file = (over: Partial<TStoredFile>): TStoredFile => ({
  fileName: 'bilan.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 1000,
  signedUrl: '/api/files/x?exp=1&sig=y',
  signedUrlExpiresAt: '2026-03-10T11:00:00Z',
  hasBase64: false,
  state: 'signed',
  ...over,
});

describe('effectiveFileState', () => {
  it('no file → missing', () => {
    expect(effectiveFileState(null, now)).toBe('missing');
  });
  it('a signed address still valid stays signed', () => {
    expect(effectiveFileState(file({}), now)).toBe('signed');
  });
  it('a signed address past its expiry → expired, or base64 when a copy exists', () => {
    const past = { signedUrlExpiresAt: '2026-03-10T09:59:59Z' };
    expect(effectiveFileState(file(past), now)).toBe('expired');
    expect(effectiveFileState(file({ ...past, hasBase64: true }), now)).toBe('base64');
  });
  it.each(['expired', 'base64', 'missing'] as const)('keeps the server state %s', (state) => {
    expect(effectiveFileState(file({ state }), now)).toBe(state);
  });
});

describe('fileStateLabel', () => {
  it.each([
    ['expired', 'URL expirée'],
    ['signed', 'Accessible via URL signée'],
    ['base64', 'Accessible via base64 (URL expirée)'],
    ['missing', 'Fichier inaccessible'],
  ] as const)('%s → %s', (state, label) => {
    expect(fileStateLabel(state)).toBe(label);
  });
});

describe('files', () => {
  it('only a signed address can be opened', () => {
    expect(canOpenFile('signed')).toBe(true);
    expect(canOpenFile('expired')).toBe(false);
  });
  it('downloads through the download address when there is one', () => {
    expect(fileDownloadHref(file({}))).toBe('/api/files/x?exp=1&sig=y');
    expect(
      fileDownloadHref({ ...file({}), downloadUrl: '/api/files/x?exp=1&sig=z&dl=a.pdf' }),
    ).toBe('/api/files/x?exp=1&sig=z&dl=a.pdf');
  });
});
