import { CIVILITES, GENDERS, IMPORT_MAX_ROWS } from '@praxis/shared/patients/constants';

const list = (values: readonly string[]) =>
  `${values.slice(0, -1).join(', ')} ou ${values[values.length - 1] ?? ''}`;

/** The file's rules, short (spec 1 §5 'CSV file'). */
export function ImportRules() {
  return (
    <details className="group rounded-lg border bg-muted/30 px-4 py-3 text-sm" open>
      <summary className="cursor-pointer font-semibold marker:text-muted-foreground">
        Règles du fichier
      </summary>
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-muted-foreground">
        <li>
          Séparateur : point-virgule (<code className="font-mono text-foreground">;</code>), une
          ligne par patient après la ligne d'en-tête.
        </li>
        <li>
          Les lignes commençant par <code className="font-mono text-foreground">#</code>{' '}
          (commentaires) et les lignes vides sont ignorées.
        </li>
        <li>
          Les colonnes marquées d'un <code className="font-mono text-foreground">*</code> sont
          obligatoires : Prénom, Nom, Date de naissance, Civilité, Genre.
        </li>
        <li>
          Dates au format <span className="font-medium text-foreground">AAAA-MM-JJ</span> (ex :
          2015-03-21).
        </li>
        <li>
          Civilité : {list(CIVILITES)} — Genre : {list(GENDERS)}.
        </li>
        <li>
          Un e-mail, un téléphone ou une date de suivi invalide est ignoré, un motif inconnu aussi :
          le patient est tout de même importé, avec un avertissement.
        </li>
        <li>
          Pour un patient mineur, renseignez le parent (modèle complet) : il devient son
          représentant légal.
        </li>
        <li>
          Encodage UTF-8 ou Windows-1252 (export Excel) ; 10 Mo et{' '}
          {IMPORT_MAX_ROWS.toLocaleString('fr-FR')} lignes au plus.
        </li>
      </ul>
    </details>
  );
}
