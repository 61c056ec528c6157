-- Immutable wrapper so that accent-insensitive search can be indexed (unaccent() is only stable).
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
INSERT INTO metiers (nom) VALUES
  ('Psychomotricien·ne'),
  ('Ergothérapeute'),
  ('Orthophoniste'),
  ('Masseur-kinésithérapeute'),
  ('Psychologue'),
  ('Neuropsychologue'),
  ('Orthoptiste'),
  ('Diététicien·ne'),
  ('Pédicure-podologue'),
  ('Audioprothésiste'),
  ('Infirmier·ère'),
  ('Sage-femme'),
  ('Éducateur·rice spécialisé·e'),
  ('Enseignant·e en activité physique adaptée'),
  ('Art-thérapeute'),
  ('Musicothérapeute'),
  ('Ostéopathe'),
  ('Sophrologue'),
  ('Autre')
ON CONFLICT (nom) DO NOTHING;
