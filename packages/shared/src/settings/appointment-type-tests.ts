/**
 * The tests of an appointment type are entered as one text and stored as a JSON list of strings
 * (spec 2 §3): one test per line or per comma, trimmed, empty entries dropped, duplicates kept once.
 */
export function parseTestsList(text: string | null | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  const tests: string[] = [];
  for (const raw of text.split(/[\n\r,]+/)) {
    const test = raw.trim();
    if (!test || seen.has(test)) continue;
    seen.add(test);
    tests.push(test);
  }
  return tests;
}

/** Back to the text the edit form shows: one test per line. */
export function formatTestsList(tests: readonly string[]): string {
  return tests.join('\n');
}
