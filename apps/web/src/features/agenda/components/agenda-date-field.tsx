import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { formatFrenchDate, parseFrenchDate } from '../lib/french-date';

const INVALID = 'Date invalide (jj/mm/aaaa)';

/**
 * 'Aller à la date' as jj/mm/aaaa text: a native date field follows the browser's language,
 * this one is French everywhere (issue 10 §12). Enter or leaving the field goes to the date.
 */
export function AgendaDateField({ anchor, onDate }: { anchor: Date; onDate: (date: Date) => void }) {
  // null while the field shows the agenda's date; the typed text otherwise.
  const [text, setText] = useState<string | null>(null);
  const [isInvalid, setIsInvalid] = useState(false);

  const commit = () => {
    if (text === null) return;
    const date = parseFrenchDate(text);
    if (!date) return setIsInvalid(true);
    setText(null);
    setIsInvalid(false);
    onDate(date);
  };

  return (
    <div className="relative">
      <Input
        lang="fr"
        inputMode="numeric"
        autoComplete="off"
        placeholder="jj/mm/aaaa"
        aria-label="Aller à la date"
        aria-invalid={isInvalid}
        aria-describedby={isInvalid ? 'agenda-date-error' : undefined}
        className="h-9 w-[7.5rem] tabular-nums"
        value={text ?? formatFrenchDate(anchor)}
        onChange={(e) => {
          setText(e.target.value);
          setIsInvalid(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') {
            setText(null);
            setIsInvalid(false);
          }
        }}
        onBlur={commit}
      />
      {isInvalid ? (
        <p
          id="agenda-date-error"
          role="alert"
          className="absolute top-full left-0 z-20 mt-1 rounded-md border bg-popover px-2 py-1 text-xs whitespace-nowrap text-destructive shadow-sm"
        >
          {INVALID}
        </p>
      ) : null}
    </div>
  );
}
