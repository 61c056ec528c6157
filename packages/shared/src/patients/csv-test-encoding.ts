/**
 * Test support: text → Windows-1252 bytes, as Excel writes a "CSV (séparateur: point-virgule)"
 * on a French Windows: ISO-8859-1 plus the few characters French text uses from 0x80–0x9F.
 */
const EXTRA: Record<string, number> = { '€': 0x80, '’': 0x92, '‘': 0x91, '“': 0x93, '”': 0x94, '…': 0x85, '–': 0x96, '—': 0x97, Œ: 0x8c, œ: 0x9c, Ÿ: 0x9f };

function byteOf(char: string): number | undefined {
  const code = char.charCodeAt(0);
  if (char.length === 1 && (code < 0x80 || (code >= 0xa0 && code <= 0xff))) return code;
  return EXTRA[char];
}

/** Throws on a character this encoder cannot write. */
export function encodeWindows1252(text: string): Uint8Array {
  return new Uint8Array(
    [...text].map((char) => {
      const byte = byteOf(char);
      if (byte === undefined) throw new Error(`not representable in Windows-1252: ${JSON.stringify(char)}`);
      return byte;
    }),
  );
}
