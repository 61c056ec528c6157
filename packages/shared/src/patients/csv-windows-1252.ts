/**
 * Windows-1252 decoding that is right on every platform. Browsers follow the WHATWG table, but
 * Node 20's TextDecoder('windows-1252') decodes as ISO-8859-1: bytes 0x80–0x9F come out as C1
 * control characters instead of €, ’, œ… (fixed in later Node versions). The 27 characters of
 * that range are put back from the WHATWG index; the five unassigned bytes stay as they are.
 */
const C1_TO_WINDOWS_1252: Record<number, string> = {
  0x80: '\u20AC', 0x82: '\u201A', 0x83: '\u0192', 0x84: '\u201E', 0x85: '\u2026', 0x86: '\u2020', 0x87: '\u2021',
  0x88: '\u02C6', 0x89: '\u2030', 0x8a: '\u0160', 0x8b: '\u2039', 0x8c: '\u0152', 0x8e: '\u017D',
  0x91: '\u2018', 0x92: '\u2019', 0x93: '\u201C', 0x94: '\u201D', 0x95: '\u2022', 0x96: '\u2013', 0x97: '\u2014',
  0x98: '\u02DC', 0x99: '\u2122', 0x9a: '\u0161', 0x9b: '\u203A', 0x9c: '\u0153', 0x9e: '\u017E', 0x9f: '\u0178',
};

export function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009F]/g, (c) => C1_TO_WINDOWS_1252[c.charCodeAt(0)] ?? c);
}
