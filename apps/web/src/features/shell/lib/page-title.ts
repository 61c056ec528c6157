const TITLES: Record<string, string> = {
  '/app': 'Accueil',
  '/patients': 'Patients',
  '/agenda': 'Agenda',
  '/redaction': 'Rédaction',
  '/facturation': 'Facturation',
  '/settings': 'Paramètres',
  '/support': 'Support',
};

/** Spec 1 §2 header title: known pages, 'Patient' on a patient record, otherwise the product name. */
export function pageTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (/^\/patients\/[^/]+$/.test(path)) return 'Patient';
  return TITLES[path] ?? 'Praxis';
}
