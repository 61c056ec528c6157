import { FILE_STATES, type TFileState, type TStoredFile } from '@praxis/shared/settings/schemas';

/**
 * The state of a stored file now: the server computed it when the list was read, but a signed
 * address may expire while the page stays open (spec 2 §4: after expiry the base64 copy is used
 * if present, otherwise the address is expired until refreshed).
 */
export function effectiveFileState(file: TStoredFile | null, now: Date = new Date()): TFileState {
  if (!file) return 'missing';
  if (file.state !== 'signed') return file.state;
  const expiresAt = file.signedUrlExpiresAt ? Date.parse(file.signedUrlExpiresAt) : NaN;
  if (!file.signedUrl || (Number.isFinite(expiresAt) && expiresAt <= now.getTime())) {
    return file.hasBase64 ? 'base64' : 'expired';
  }
  return 'signed';
}

export function fileStateLabel(state: TFileState): string {
  return FILE_STATES[state];
}

/** Whether the file can be opened or downloaded through its signed address right now. */
export function canOpenFile(state: TFileState): boolean {
  return state === 'signed';
}

/**
 * The address that downloads the file (sent as an attachment under its name) when the server
 * gives one, otherwise the inline address (the link's `download` attribute then applies).
 */
export function fileDownloadHref(file: TStoredFile): string | null {
  return file.downloadUrl || file.signedUrl;
}
