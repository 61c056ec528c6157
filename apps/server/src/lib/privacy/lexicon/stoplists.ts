/**
 * Word lists of the name rules, all folded (no accents, lower case). Each list says why a word
 * is in it; decisions in docs/decisions.md ("Privacy pipeline").
 */
const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/** Grammar words: never a name by themselves, even when the first-name list holds them ("Elle", "Lors"). */
export const FUNCTION_WORDS = set(`
  a au aux avec ce ces cet cette chez dans de des du donc elle elles en entre est et il ils je
  l la le les leur leurs lui ma mais me mes moi mon ne ni nous on ou par pas pendant plus pour
  qu que qui sa se ses si son sont sous sur ta te tes toi ton tous tout toute toutes tres tu un
  une va vers vous vu y apres avant alors ainsi aussi depuis lors puis bien car or enfin sans
  bonjour cher chere madame monsieur objet motif conclusion bilan synthese date nom prenom
`);

/** Months: "Mars" and "Avril" are first names too, but in a report they are dates first. */
export const MONTHS = set(
  'janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre',
);

/**
 * First names that are also places, tests' authors or months: a capital says nothing here
 * ("à Paris", "Figure de Rey", "le Denver"), so they need a name context.
 */
export const CONTEXT_ONLY_NAMES = new Set([
  ...MONTHS,
  ...set(`
    paris nancy florence valence lorraine lourdes vienne orange laval vichy vannes sedan lens
    meaux tours albi agen dax pau nice nevers cannes chambery lyon lille nantes rennes metz
    reims troyes dole france europe afrique amerique asie chine inde bretagne normandie provence
    savoie alsace corse guyane martinique reunion mayotte
    rey bender raven denver wechsler conners frostig beery stambak zazzo beres santucci piaget
    wallon lincoln brunet lezine kaufman stroop benton goodenough lafon borel maisonny khomsi
    korkman harris dunn bruininks henderson sugden barnett albaret soppelsa vaivre douret
    marquet doleac corraze charlop atwell oseretsky berges gesell kephart binet rorschach
    osterrieth buktenica chevrie muller bayley brazelton peabody vineland achenbach
  `),
]);

/** Acronyms of clinical work in capitals: never a surname ("Lucas BHK" is not a person). */
export const CLINICAL_ACRONYMS = set(`
  bhk tdah tdc tsa ted tsla tac tca toc hpi dys dcd cmpp camsp cmp mdph pai pps pap ess aesh avs
  ulis sessad ime itep rased cp ce ps ms gs cm abc nepsy wisc wppsi qi qit icv irp imt ivt evip
  elo bilo exalang orl eva sra ddn nir ehpad esat cr rdv tel ii iii iv vi vii viii ix xi xii
  nb ps cf ok ap am pm ge bo hp tnd aide
`);

/** Before a capitalised word, a civility or a title says the word is a name ("Dr Leroy", "Mme Petit"). */
export const CIVILITIES = set(
  'm mme mmes mlle madame monsieur mademoiselle mr dr docteur pr professeur',
);

/** Functions written after a civility: "Madame la Directrice" is no one's name. */
export const TITLES = set(`
  directrice directeur presidente president docteur professeur maire ministre conseillere
  conseiller principale principal proviseur proviseure inspectrice inspecteur juge confrere
  consoeur medecin responsable coordinatrice coordinateur secretaire cadre
`);

/** Before a first name, a role says it is one ("l'enfant Rose", "sa sœur Constance"). */
export const ROLE_WORDS = set(`
  enfant patient patiente fils fille frere soeur demi mere pere maman papa prenom garcon bebe
  eleve cousin cousine oncle tante jumeau jumelle ami amie camarade aine cadet cadette
`);

/**
 * After a capitalised common word that opens a sentence, a verb or a clitic says it was the
 * subject, a person ("Rose a progressé", "Petit se montre…" for a patient named Petit).
 */
export const SUBJECT_CONTINUATIONS = set(`
  a est etait avait sera aura se s ne n presente semble peut doit reste montre parvient reussit
  arrive eprouve rencontre manifeste investit accepte participe dessine ecrit lit va vient aime
  obtient realise utilise comprend parle joue demande refuse pourra devra beneficie poursuit
  tient prend met dit exprime adopte evoque souhaite frequente vit habite passe commence
  termine effectue repond sait connait maitrise apprecie cherche trouve reconnait identifie
`);

/** Particles of compound surnames ("De La Fontaine", "Van der Berg", "Ben Ali"). */
export const NAME_PARTICLES = set(
  'de du des d la le les l van von der den di da del della dos das ben bin el al mac mc saint sainte st ste',
);
