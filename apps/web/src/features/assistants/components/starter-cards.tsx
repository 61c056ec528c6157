import type { Starter } from '../lib/assistant-config';

/** Spec 3 §2.9: four starter cards, each sending its preset prompt. */
export function StarterCards({ starters, disabled, onStart }: { starters: readonly Starter[]; disabled: boolean; onStart: (prompt: string) => void }) {
  return (
    <ul aria-label="Suggestions" className="grid gap-3 sm:grid-cols-2">
      {starters.map(({ title, description, prompt, icon: Icon }) => (
        <li key={title}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onStart(prompt)}
            className="flex h-full w-full items-start gap-3 rounded-xl border bg-card p-4 text-left shadow-xs transition-colors hover:border-primary/40 hover:bg-primary/5 focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-60"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{title}</span>
              <span className="text-xs text-muted-foreground">{description}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
