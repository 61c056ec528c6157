import type { Span } from '../types';

/**
 * An age right after a person's name: "Léo, 7 ans", "Léo (7 ans et 3 mois)", "Léo Martin,
 * âgé de 7 ans et 3 mois", "Inès, qui a 9 ans". Only there: an age alone ("un enfant de 7
 * ans", "âge chronologique : 7 ans 3 mois") is clinically meaningful (norms, expected
 * development) and identifies no one, so it stays; so does a duration ("Léo a 2 ans de retard").
 */
const AGE_AFTER_NAME =
  /[ \t\u00a0]*[,(]?[ \t\u00a0]*(?:(?:qui a|est âgée?|âgée?|a)[ \t\u00a0]+(?:de[ \t\u00a0]+)?)?(\d{1,3}[ \t\u00a0]*(?:ans|an|mois)(?:[ \t\u00a0]*(?:et|,)?[ \t\u00a0]*(?:demi|\d{1,2}[ \t\u00a0]*mois))?(?:[ \t\u00a0]*(?:et|,)?[ \t\u00a0]*\d{1,2}[ \t\u00a0]*jours?)?)(?![\p{L}\d])(?![ \t\u00a0]*(?:de|d['’]))/duy;

export function findAgesAfterNames(text: string, names: readonly Span[]): Span[] {
  const spans: Span[] = [];
  for (const name of names) {
    AGE_AFTER_NAME.lastIndex = name.end;
    const m = AGE_AFTER_NAME.exec(text);
    const age = m?.indices?.[1];
    if (!age) continue;
    spans.push({
      start: age[0],
      end: age[1],
      type: 'ÂGE',
      keys: [`ÂGE:${text.slice(age[0], age[1])}`],
    });
  }
  return spans;
}
