/** Realistic French data for the seed: names with their accents, places, clinical wording. */

export const FEMALE_FIRST_NAMES = [
  'Éloïse', 'Chloé', 'Léa', 'Maëlys', 'Zoé', 'Inès', 'Manon', 'Camille', 'Océane', 'Noémie', 'Anaïs', 'Clémence', 'Héloïse',
  'Joséphine', 'Agathe', 'Margaux', 'Louise', 'Jeanne', 'Gaëlle', 'Solène', 'Hélène', 'Émilie', 'Mélanie', 'Bérénice', 'Aurélie',
  'Céline', 'Françoise', 'Geneviève', 'Nathalie', 'Sophie', 'Élodie', 'Lucie', 'Maëva', 'Romane', 'Ambre', 'Capucine', 'Léonie',
] as const;

export const MALE_FIRST_NAMES = [
  'Noé', 'Léo', 'Gabriel', 'Raphaël', 'Jules', 'Louis', 'Arthur', 'Hugo', 'Maël', 'Timothée', 'Théo', 'Mathéo', 'Loïc', 'Anaël',
  'Joël', 'Benoît', 'Jérôme', 'Frédéric', 'Stéphane', 'Grégoire', 'Clément', 'Étienne', 'Rémi', 'Valentin', 'Antoine', 'Baptiste',
  'Côme', 'Gaël', 'Aurélien', 'Cédric', 'Hervé', 'Thibault', 'Adrien', 'Émile', 'Lucas', 'Nathan', 'Sacha',
] as const;

export const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent',
  'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'André', 'Lefebvre',
  'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez', 'Legrand', 'Garnier', 'Faure', 'Rousseau', 'Blanc',
  'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas', 'Perrin', 'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Dumont', 'Lopez',
  'Fontaine', 'Chevalier', 'Robin', 'Masson', 'Sanchez', 'Gérard', 'Nguyen', 'Boyer', 'Denis', 'Lemaire', 'Duval', 'Joly',
  'Gautier', 'Roger', 'Roche', 'Roy', 'Noël', 'Meyer', 'Lucas', 'Meunier', 'Jean', 'Pérez', 'Marchand', 'Dufour', 'Blanchard',
  'Barbier', 'Brun', 'Dumas', 'Brunet', 'Schmitt', 'Leroux', 'Colin', 'Fernandez', 'Pierre', 'Renard', 'Arnaud', 'Rolland',
  'Caron', 'Aubert', 'Giraud', 'Leclerc', 'Vidal', 'Bourgeois', 'Renaud', 'Lemoine', 'Picard', 'Gaillard', 'Philippe',
  'Leclercq', 'Lacroix', 'Fabre', 'Dupuis', 'Olivier', 'Rodriguez', 'Da Silva', 'Hubert', 'Louis', 'Charles', 'Guillot',
  'Rivière', 'Le Gall', 'Guillaume', 'Adam', 'Rey', 'Moulin', 'Gonzalez', 'Berger', 'Lecomte', 'Ménard', 'Fleury', 'Deschamps',
  'Carpentier', 'Julien', 'Benoît', 'Paris', 'Maillard', 'Marchal', 'Aubry', 'Vasseur', 'Le Roux', 'Renault', 'Jacquet',
  'Collet', 'Prévost', 'Poirier', 'Charpentier', 'Royer', 'Huet', 'Baron', 'Dupuy', 'Pons', 'Paul', 'Laine', 'Carré',
  'Breton', 'Rémy', 'Schneider', 'Perrot', 'Barré', 'Marty', 'Cousin', 'Bérard', 'Dupré', 'Lebrun', 'Hébert', 'Besnard',
  'Lévêque', 'Chrétien', 'Bélanger', 'Gagné', 'Pelletier', 'Lefèbvre', 'Bouchard', 'Côté', 'Thériault', 'Léger', 'Bézier',
] as const;

export const CITIES = [
  ['Lyon', '69003'], ['Villeurbanne', '69100'], ['Bron', '69500'], ['Vénissieux', '69200'], ['Écully', '69130'],
  ['Caluire-et-Cuire', '69300'], ['Sainte-Foy-lès-Lyon', '69110'], ['Oullins', '69600'], ['Décines-Charpieu', '69150'],
  ['Vaulx-en-Velin', '69120'], ['Saint-Priest', '69800'], ['Rillieux-la-Pape', '69140'],
] as const;

export const STREETS = [
  'rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'boulevard des Belges', 'place Bellecour', 'rue Garibaldi',
  'cours Émile Zola', 'rue des Lilas', 'chemin du Moulin', 'allée des Érables', 'rue Pasteur', 'impasse des Châtaigniers',
  'avenue Félix Faure', 'rue de l’Église', 'quai Saint-Vincent', 'montée de la Grande-Côte',
] as const;

export const PROFESSIONS = ['Enseignante', 'Boulanger', 'Infirmière', 'Comptable', 'Retraité', 'Ingénieure', 'Artisan', 'Commerçant', 'Aide-soignante', 'Chauffeur'] as const;

export const INSURANCES = ['CPAM du Rhône', 'MGEN', 'Harmonie Mutuelle', 'MAAF Santé', 'Malakoff Humanis'] as const;

export const SCHOOLS = ['École Jean Macé', 'École Les Tilleuls', 'Collège Jean Moulin', 'Collège Gabriel Rosset', 'Lycée Ampère', 'École maternelle Les Lucioles'] as const;

/** The French school class a child of this age is usually in. */
export function schoolClassFor(age: number): { level: string; className: string } {
  if (age < 6) return { level: 'Maternelle', className: age < 4 ? 'Petite section' : age < 5 ? 'Moyenne section' : 'Grande section' };
  if (age < 11) return { level: 'Primaire', className: ['CP', 'CE1', 'CE2', 'CM1', 'CM2'][age - 6] ?? 'CM2' };
  if (age < 15) return { level: 'Collège', className: ['6e', '5e', '4e', '3e'][age - 11] ?? '3e' };
  return { level: 'Lycée', className: ['Seconde', 'Première', 'Terminale'][age - 15] ?? 'Terminale' };
}

export const CONSULTATION_REASONS = [
  ['Troubles du graphisme', 'Écriture lente, crispée ou peu lisible'],
  ['Retard psychomoteur', 'Acquisitions motrices en décalage avec l’âge'],
  ['Troubles de l’attention', 'Agitation, difficultés de concentration'],
  ['Troubles du langage oral', 'Articulation, vocabulaire, compréhension'],
  ['Troubles de l’équilibre', 'Chutes répétées, appréhension de la marche'],
  ['Anxiété et régulation émotionnelle', 'Tensions corporelles, difficultés de relaxation'],
] as const;

export const APPOINTMENT_TYPES = [
  { name: 'Séance de rééducation', durationMinutes: 45, location: 'Cabinet', weight: 70 },
  { name: 'Bilan psychomoteur', durationMinutes: 90, location: 'Cabinet', weight: 8 },
  { name: 'Bilan orthophonique', durationMinutes: 60, location: 'Cabinet', weight: 5 },
  { name: 'Séance de groupe', durationMinutes: 60, location: 'Cabinet', weight: 7 },
  { name: 'Visite à domicile', durationMinutes: 60, location: 'Domicile', weight: 5 },
  { name: 'Téléconsultation de suivi', durationMinutes: 30, location: 'Téléconsultation', weight: 5 },
] as const;

export const GOALS = [
  ['Améliorer la motricité fine', 'Tenue du crayon, découpage, laçage'],
  ['Gagner en fluidité graphique', 'Écriture plus rapide et lisible en classe'],
  ['Renforcer l’équilibre', 'Tenir sur un pied 10 secondes, marcher sur une ligne'],
  ['Mieux réguler ses émotions', 'Reconnaître les signes de tension et utiliser la respiration'],
  ['Développer l’attention soutenue', 'Rester concentré 15 minutes sur une tâche'],
  ['Organiser l’espace et le temps', 'Se repérer dans la semaine, ranger son cartable'],
  ['Retrouver confiance à la marche', 'Sortir seul(e) dans le quartier'],
] as const;

export const DOCUMENT_NAMES = [
  ['bilan_psychomoteur', 'pdf', true],
  ['compte_rendu_bilan', 'pdf', true],
  ['Bilan_orthophonique_initial', 'docx', true],
  ['compte_rendu_seance', 'pdf', false],
  ['courrier_medecin_traitant', 'docx', false],
  ['ordonnance', 'pdf', false],
  ['notes_ecole', 'txt', false],
] as const;

export const NOTES = [
  'Très investi(e) en séance.',
  'Fatigue en fin de journée, préférer les créneaux du matin.',
  'Parents présents à la première séance.',
  'Apporter le cahier d’écriture.',
  'Progrès nets sur la coordination.',
] as const;
