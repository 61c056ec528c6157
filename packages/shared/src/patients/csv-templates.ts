import { templateHeaders, type TImportTemplate } from './csv-columns';

/**
 * The two downloadable CSV templates: '#' lines explaining the rules (no ';' nor '"' in them,
 * so Excel keeps each one in a single cell), the header, and one example row that imports
 * without error or warning. Lines end with CRLF, as Excel writes them.
 */
export const IMPORT_TEMPLATE_FILE_NAMES: Record<TImportTemplate, string> = {
  simple: 'modele-import-patients-simple.csv',
  full: 'modele-import-patients-complet.csv',
};

const COMMON_RULES = [
  '# Séparateur : point-virgule. Les lignes commençant par # et les lignes vides sont ignorées.',
  "# Les colonnes marquées d'une * sont obligatoires. Gardez la ligne d'en-tête telle quelle.",
  '# Date de naissance : AAAA-MM-JJ (ex: 2015-03-21). Les dates JJ/MM/AAAA enregistrées par Excel sont aussi acceptées.',
  '# Civilité : M., Mme ou Autre. Genre : Masculin, Féminin ou Autre.',
  '# Email ou téléphone invalide : le champ est ignoré avec un avertissement, le patient est importé.',
  "# Motif de consultation : libellé d'un de vos motifs actifs (majuscules indifférentes), sinon il est ignoré.",
];

const EXAMPLES: Record<TImportTemplate, { intro: string[]; row: string[] }> = {
  simple: {
    intro: ['# Modèle simple d’import de patients Praxis (10 colonnes).'],
    row: ['Françoise', 'Lefèvre', '1984-06-12', 'Mme', 'Féminin', 'francoise.lefevre@exemple.fr', '06 12 34 56 78', 'Lyon', '', 'Suivi hebdomadaire'],
  },
  full: {
    intro: [
      '# Modèle complet d’import de patients Praxis (21 colonnes).',
      '# Pour un patient mineur, renseignez le parent : il devient son représentant légal principal.',
      '# Date de début de suivi : AAAA-MM-JJ, facultative.',
    ],
    row: [
      'Éloïse',
      'Martin',
      '2015-03-21',
      'Mme',
      'Féminin',
      '',
      '',
      '12',
      'rue des Lilas',
      'Bâtiment B',
      '69003',
      'Lyon',
      'CE2',
      '',
      '',
      'Dr Bernard',
      '2026-09-01',
      'Claire',
      'Martin',
      '06 98 76 54 32',
      'claire.martin@exemple.fr',
    ],
  },
};

export function importTemplateCsv(template: TImportTemplate): string {
  const { intro, row } = EXAMPLES[template];
  return [...intro, ...COMMON_RULES, templateHeaders(template).join(';'), row.join(';'), ''].join('\r\n');
}
