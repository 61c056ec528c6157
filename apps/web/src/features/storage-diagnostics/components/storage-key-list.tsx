import { formatBytes, type StorageArea } from '@/lib/storage-diagnostics';

export function StorageKeyList({ title, area }: { title: string; area: StorageArea }) {
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="text-sm font-semibold">
        {title} <span className="font-normal text-muted-foreground">({area.entries.length})</span>
      </h3>
      {area.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune clé.</p>
      ) : (
        <ul className="divide-y rounded-lg border text-sm">
          {area.entries.map((entry) => (
            <li key={entry.key} className="flex items-center justify-between gap-3 px-3 py-2">
              <code className="min-w-0 truncate font-mono text-xs">{entry.key}</code>
              <span className="shrink-0 text-xs text-muted-foreground">
                {formatBytes(entry.bytes)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
