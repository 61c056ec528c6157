/** What a paged list counts: 'patient' / 'patients', 'document' / 'documents'… */
export type TPageNoun = { one: string; many: string };

/**
 * A count as French writes it, '10 000' with a narrow no-break space: what
 * `toLocaleString('fr-FR')` gives for whole numbers, without its first call's cost (the browser
 * loads its locale data then: 330 ms at the 4× CPU slowdown, the largest item of the patient
 * list's first render — issue 15).
 */
export function formatCount(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

/** 'x–y sur N {noun}' under a paged list. */
export function pageRangeLabel(
  page: number,
  pageSize: number,
  total: number,
  noun: TPageNoun,
): string {
  if (total === 0) return `0 ${noun.one}`;
  const n = formatCount;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `${n(first)}–${n(last)} sur ${n(total)} ${total > 1 ? noun.many : noun.one}`;
}

export function pageCount(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number from the address: a positive integer, else the first page. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
