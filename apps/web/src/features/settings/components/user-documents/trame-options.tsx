import { useTrames } from '@/features/trames/api/trames';

const ALL_TRAMES = { search: '', typeId: 'all', bilan: 'all' } as const;

/** The scope's trames as select options (the trame filter and 'Trame associée'), by name. */
export function TrameOptions() {
  const trames = useTrames(ALL_TRAMES);
  const items = [...(trames.data?.items ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return items.map((trame) => (
    <option key={trame.id} value={trame.id}>
      {trame.name}
    </option>
  ));
}
