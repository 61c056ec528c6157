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

/** What the browser's tab and history say for the pages whose header shows the product name. */
const TAB_NAMES: [RegExp, string][] = [
  [/^\/trames$/, 'Mes trames'],
  [/^\/trames\/[^/]+$/, 'Trame'],
  [/^\/testeque$/, 'Testothèque'],
  [/^\/testeque\/[^/]+$/, 'Test'],
  [/^\/sophie$/, 'Sophie'],
  [/^\/myriam$/, 'Myriam'],
  [/^\/organisation$/, 'Organisation'],
];

/** The document's title: the header's title, or the page's own name where the header shows 'Praxis'. */
export function documentTitle(pathname: string): string {
  const title = pageTitle(pathname);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const name = title === 'Praxis' ? TAB_NAMES.find(([pattern]) => pattern.test(path))?.[1] : title;
  return name ? `${name} — Praxis` : 'Praxis';
}
