import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { NOTES_TRUNCATE_AT } from '@praxis/shared/patients/constants';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/list-states';
import { truncateText } from '../../lib/truncate';
import { SectionCard } from '../section-card';

/** Spec 1 §2: the notes, cut at 300 characters with 'voir plus' / 'voir moins'. */
export function NotesTab({ notes }: { notes: string | null }) {
  const [isExpanded, setIsExpanded] = useState(false);
  if (!notes?.trim()) {
    return (
      <EmptyState
        icon={NotebookPen}
        title="Aucune note"
        description="Ajoutez des notes depuis « Modifier » dans les informations personnelles de la synthèse."
      />
    );
  }
  const short = truncateText(notes, NOTES_TRUNCATE_AT);
  return (
    <SectionCard title="Notes" icon={NotebookPen}>
      <p id="patient-notes" className="text-sm leading-relaxed whitespace-pre-line">
        {isExpanded || !short.isTruncated ? notes : short.text}
      </p>
      {short.isTruncated ? (
        <Button
          variant="link"
          className="mt-1 h-auto px-0"
          aria-expanded={isExpanded}
          aria-controls="patient-notes"
          onClick={() => setIsExpanded((v) => !v)}
        >
          {isExpanded ? 'voir moins' : 'voir plus'}
        </Button>
      ) : null}
    </SectionCard>
  );
}
