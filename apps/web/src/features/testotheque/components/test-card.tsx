import { Paperclip, Tags } from 'lucide-react';
import { Link } from 'react-router';
import type { TTestDefinition } from '@praxis/shared/testotheque/schemas';
import { ItemActions } from '@/components/item-actions';
import { Badge } from '@/components/ui/badge';
import { TestStatusIcon } from './test-status-icon';
import { TestTags } from './test-tags';
import { TrainingBadge } from './training-badge';

type TestCardProps = { test: TTestDefinition; onEdit: () => void; onDelete: () => void };

/** Spec 3 §2.7: a card of the library; the title opens the test. */
export function TestCard({ test, onEdit, onDelete }: TestCardProps) {
  const tagCount = test.tags?.length ?? 0;
  return (
    <li className="relative flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors focus-within:ring-2 focus-within:ring-ring/40 hover:border-primary/40">
      <div className="flex items-start gap-2">
        <TestStatusIcon isActive={test.isActive} />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h3 className="font-medium leading-snug break-words">
            <Link
              to={`/testeque/${test.id}`}
              className="outline-none after:absolute after:inset-0 after:content-['']"
            >
              {test.title}
            </Link>
          </h3>
          {test.code ? <p className="text-sm font-medium text-primary">{test.code}</p> : null}
        </div>
        {test.isOwn ? (
          <ItemActions
            name={test.title}
            onEdit={onEdit}
            onDelete={onDelete}
            look="icon"
            className="relative z-10"
          />
        ) : null}
      </div>
      {test.description ? (
        <p className="line-clamp-2 text-sm text-muted-foreground">{test.description}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <TrainingBadge status={test.sophieTrainingStatus} />
        {test.isShared ? <Badge variant="secondary">Catalogue</Badge> : null}
        <span className="inline-flex items-center gap-1">
          <Tags className="size-3.5" aria-hidden="true" />
          {tagCount} tag{tagCount > 1 ? 's' : ''}
        </span>
        {test.file || test.attachments ? (
          <span className="inline-flex items-center gap-1">
            <Paperclip className="size-3.5" aria-hidden="true" />
            Fichier joint
          </span>
        ) : null}
      </div>
      <TestTags tags={test.tags} />
    </li>
  );
}
