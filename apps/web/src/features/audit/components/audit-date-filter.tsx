import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export type TDateRange = { from: string; to: string };

/** 'Du' and 'Au' days (both included) of a journal; empty means no bound. */
export function AuditDateFilter({ value, onChange }: { value: TDateRange; onChange: (next: TDateRange) => void }) {
  const fromId = useId();
  const toId = useId();
  return (
    <div role="group" aria-label="Filtrer par date" className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={fromId}>Du</Label>
        <Input id={fromId} type="date" value={value.from} max={value.to || undefined} onChange={(e) => onChange({ ...value, from: e.target.value })} className="w-44" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={toId}>Au</Label>
        <Input id={toId} type="date" value={value.to} min={value.from || undefined} onChange={(e) => onChange({ ...value, to: e.target.value })} className="w-44" />
      </div>
      {value.from || value.to ? (
        <Button variant="outline" size="sm" onClick={() => onChange({ from: '', to: '' })}>
          Effacer les dates
        </Button>
      ) : null}
    </div>
  );
}
