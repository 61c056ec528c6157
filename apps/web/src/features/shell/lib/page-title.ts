import { MAIN_NAV } from './nav-items';

const TITLES: Record<string, string> = {
  '/app': 'Accueil',
  '/patients': 'Patients',
  '/agenda': 'Agenda',
  '/redaction': 'Rédaction',
  '/facturation': 'Facturation',
  '/settings': 'Paramètres',
  '/support': 'Support',
};

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Spec 1 §2 header title: known pages, 'Patient' on a patient record, otherwise the product name. */
export function pageTitle(pathname: string): string {
  const path = withoutTrailingSlash(pathname);
  if (/^\/patients\/[^/]+$/.test(path)) return 'Patient';
  return TITLES[path] ?? 'Praxis';
}

/** Tab names of the pages whose header shows the product name, beyond the menu's own labels. */
const DETAIL_TAB_NAMES: [RegExp, string][] = [
  [/^\/trames\/[^/]+$/, 'Trame'],
  [/^\/testeque\/[^/]+$/, 'Test'],
  [/^\/organisation$/, 'Organisation'],
];

/** The document's title: the header's title, or the page's own name where the header shows 'Praxis'. */
export function documentTitle(pathname: string): string {
  const title = pageTitle(pathname);
  const path = withoutTrailingSlash(pathname);
  const name =
    title !== 'Praxis'
      ? title
      : (MAIN_NAV.find((item) => item.to === path)?.label ??
        DETAIL_TAB_NAMES.find(([pattern]) => pattern.test(path))?.[1]);
  return name ? `${name} — Praxis` : 'Praxis';
}
