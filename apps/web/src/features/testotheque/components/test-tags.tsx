import { TEST_TAGS_ON_CARD } from '@praxis/shared/testotheque/schemas';
import { Badge } from '@/components/ui/badge';

/** Spec 3 §2.7, §9: the first 3 tags, then '+N'; `all` shows every tag. */
export function TestTags({ tags, all = false }: { tags: readonly string[] | null; all?: boolean }) {
  if (!tags || tags.length === 0) return null;
  const shown = all ? tags : tags.slice(0, TEST_TAGS_ON_CARD);
  const hidden = tags.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag}>
          <Badge variant="outline">{tag}</Badge>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Badge variant="secondary" title={tags.slice(shown.length).join(', ')}>
            +{hidden}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
