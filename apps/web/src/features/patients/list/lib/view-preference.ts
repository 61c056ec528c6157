import { STORAGE_KEYS, readStored, writeStored } from '@/lib/local-store';
import { LIST_VIEWS, type TListView } from './list-params';

/** The view chosen last time on this browser (cards by default). */
export function readViewPreference(): TListView {
  const stored = readStored(STORAGE_KEYS.patientsView);
  return LIST_VIEWS.find((v) => v === stored) ?? 'cards';
}

export function writeViewPreference(view: TListView): void {
  writeStored(STORAGE_KEYS.patientsView, view);
}
