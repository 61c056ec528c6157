/** What a paged list counts: 'patient' / 'patients', 'document' / 'documents'… */
export type TPageNoun = { one: string; many: string };

/** 'x–y sur N {noun}' under a paged list. */
export function pageRangeLabel(page: number, pageSize: number, total: number, noun: TPageNoun): string {
  if (total === 0) return `0 ${noun.one}`;
  const n = (value: number) => value.toLocaleString('fr-FR');
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
