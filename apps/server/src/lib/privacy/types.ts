/**
 * The placeholder types. Store mode writes them bare (`[PRÉNOM]`); reversible mode numbers them
 * (`[PRÉNOM_1]`), one number per person for PRÉNOM and NOM, one per value for the others.
 */
export const PLACEHOLDER_TYPES = [
  'PRÉNOM',
  'NOM',
  'DATE_NAISSANCE',
  'ÂGE',
  'TÉLÉPHONE',
  'EMAIL',
  'ADRESSE',
  'CODE_POSTAL',
  'VILLE',
  'NIR',
  'ÉTABLISSEMENT',
] as const;

export type PlaceholderType = (typeof PLACEHOLDER_TYPES)[number];

/**
 * A person whose identity is known beforehand: a patient, one of their representatives, or the
 * patient's prescriber (a doctor is an identity too). firstName may be empty (a prescriber
 * known by surname only).
 */
export type KnownIdentity = {
  firstName: string;
  lastName: string;
  role: 'patient' | 'representative' | 'prescriber';
  /** ISO date, YYYY-MM-DD. */
  birthDate?: string | null;
  email?: string | null;
  phone?: string | null;
  /** Social security number, digits (and 2A/2B), with or without spaces. */
  nir?: string | null;
  address?: {
    number?: string | null;
    street?: string | null;
    postalCode?: string | null;
    city?: string | null;
  } | null;
};

export type PseudonymiseMode = 'store' | 'reversible';

export type PseudonymiseOptions = {
  identities: readonly KnownIdentity[];
  mode: PseudonymiseMode;
};

/**
 * Placeholder → what it replaced. `value` is the first form met; `forms` every occurrence's
 * own form in order, so that an unchanged text restores exactly ("LÉO" stays "LÉO").
 * Lives in memory for one request: never logged, never stored.
 */
export type ReverseMap = Record<string, { value: string; forms: string[] }>;

export type PlaceholderCounts = Partial<Record<PlaceholderType, number>>;

export type PseudonymiseResult = {
  text: string;
  /** Empty in store mode. */
  map: ReverseMap;
  /** Replacements per type, for metrics (no values). */
  counts: PlaceholderCounts;
};

/** A stretch of the text to replace, before placeholders are chosen. */
export type Span = {
  start: number;
  end: number;
  type: PlaceholderType;
  /**
   * Who or what it designates, for numbering: every key of one person (`id:0`, `fn:lucas`,
   * `ln:bernard`) or one value (`TÉLÉPHONE:0612345678`). The first key already numbered wins.
   */
  keys: string[];
};
