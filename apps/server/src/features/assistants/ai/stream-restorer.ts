import { restore, type ReverseMap } from '../../../lib/privacy/pseudonymise';

/** Longest placeholder written loosely ("[ DATE_NAISSANCE_12 ]"), with room to spare. */
const MAX_PLACEHOLDER_LENGTH = 40;

/**
 * Puts real names back into an answer that arrives in pieces: a placeholder may be cut between
 * two chunks ("[PRÉ" + "NOM_1]"), so text from an unclosed "[" is held back until it closes
 * (or grows too long to be a placeholder).
 */
export function createStreamRestorer(map: ReverseMap) {
  let pending = '';
  return {
    push(text: string): string {
      pending += text;
      const open = pending.lastIndexOf('[');
      const isUnclosed = open >= 0 && !pending.includes(']', open) && pending.length - open < MAX_PLACEHOLDER_LENGTH;
      const ready = isUnclosed ? pending.slice(0, open) : pending;
      pending = isUnclosed ? pending.slice(open) : '';
      return restore(ready, map);
    },
    flush(): string {
      const rest = restore(pending, map);
      pending = '';
      return rest;
    },
  };
}
