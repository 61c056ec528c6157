import { FileText } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { TTrame } from '@praxis/shared/trames/schemas';
import { Badge } from '@/components/ui/badge';
import { listDate } from '../lib/format';
import { TrameMenu } from './trame-menu';

/** A trame card (spec 3 §2.5): a click opens /trames/{id}. */
export function TrameCard({ trame, onDelete }: { trame: TTrame; onDelete: () => void }) {
  const navigate = useNavigate();
  const open = () => void navigate(`/trames/${trame.id}`);
  return (
    <li
      className="flex cursor-pointer flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition hover:border-primary/40"
      onClick={open}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <FileText className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 font-medium break-words">
            <a
              href={`/trames/${trame.id}`}
              onClick={(e) => {
                e.preventDefault();
                open();
              }}
              className="outline-none hover:underline focus-visible:underline"
            >
              {trame.name}
            </a>
          </h3>
          <p className="truncate text-sm text-muted-foreground">{trame.trameType.label}</p>
        </div>
        <TrameMenu trame={trame} onDelete={onDelete} />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {trame.trameType.isBilan ? <Badge variant="secondary">Bilan</Badge> : null}
        <Badge variant={trame.isActive ? 'outline' : 'secondary'}>
          {trame.isActive ? 'Active' : 'Inactive'}
        </Badge>
        <span>{trame.stats.examplesCount} exemple(s)</span>
        <span className="ml-auto">{listDate(trame.createdAt)}</span>
      </div>
    </li>
  );
}
