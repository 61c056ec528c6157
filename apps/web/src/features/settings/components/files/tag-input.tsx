import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { addTag, removeTag } from '../../lib/tags';

type TagInputProps = { value: string[]; onChange: (tags: string[]) => void };

/** Spec 2 §5.7: tags added with Enter or the button, trimmed, no duplicates, removable. */
export function TagInput({ value, onChange }: TagInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');

  const add = () => {
    onChange(addTag(value, draft));
    setDraft('');
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Tags</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder="Ex. : équilibre"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add();
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!draft.trim()}>
          <Plus aria-hidden="true" />
          Ajouter
        </Button>
      </div>
      {value.length > 0 ? (
        <ul aria-label="Tags ajoutés" className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {tag}
                <button
                  type="button"
                  onClick={() => onChange(removeTag(value, tag))}
                  aria-label={`Retirer le tag ${tag}`}
                  className="rounded-full p-0.5 hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted-foreground">
          Appuyez sur Entrée ou sur « Ajouter » pour ajouter un tag.
        </p>
      )}
    </div>
  );
}
