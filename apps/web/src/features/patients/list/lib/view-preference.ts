import { readStored, writeStored } from '@/lib/local-store';
import { LIST_VIEWS, type TListView } from './list-params';

const VIEW_KEY = 'praxis:patients-view';

/** The view chosen last time on this browser (cards by default). */
export function readViewPreference(): TListView {
  const stored = readStored(VIEW_KEY);
  return LIST_VIEWS.find((v) => v === stored) ?? 'cards';
}

export function writeViewPreference(view: TListView): void {
  writeStored(VIEW_KEY, view);
}
