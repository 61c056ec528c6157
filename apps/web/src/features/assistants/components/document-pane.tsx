import { Copy, FileText } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';

/** Sophie's 'Document de rédaction' (spec 3 §2.9): empty until an answer holds a draft. */
export function DocumentPane({ draft, isWriting }: { draft: string | null; isWriting: boolean }) {
  const copy = () => {
    if (!draft) return;
    navigator.clipboard.writeText(draft).then(
      () => toast.success('Document copié'),
      () => toast.error('Impossible de copier le document'),
    );
  };
  return (
    <aside aria-labelledby="document-pane-title" className="flex min-h-64 flex-col border-t bg-muted/30 md:min-h-0 md:border-t-0 md:border-l">
      <div className="flex h-12 items-center gap-2 border-b px-4">
        <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
        <h2 id="document-pane-title" className="flex-1 text-sm font-semibold">
          Document de rédaction
        </h2>
        {draft && (
          <Button type="button" variant="ghost" size="sm" onClick={copy}>
            <Copy aria-hidden="true" />
            Copier
          </Button>
        )}
      </div>
      <div className="flex-1 overflow-y-auto p-4">
        {draft ? (
          <article aria-label="Brouillon" aria-busy={isWriting} className="mx-auto max-w-prose rounded-lg border bg-card p-6 text-sm leading-relaxed whitespace-pre-wrap shadow-xs">
            {draft}
          </article>
        ) : (
          <p className="mt-8 text-center text-sm text-muted-foreground">Le document rédigé par Sophie apparaîtra ici.</p>
        )}
      </div>
    </aside>
  );
}
