/**
 * A message shown without sonner, when its code cannot be fetched (offline, or a deploy replaced
 * the chunk): plain elements at the bottom right, read out like a toast (status, or alert for an
 * error), gone after a while or on a click. A practitioner is never left without the answer to
 * what they did.
 */
const SHOWN_MS = 8000;
const STACK_ID = 'praxis-plain-notices';

function stack(): HTMLElement {
  const existing = document.getElementById(STACK_ID);
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = STACK_ID;
  created.className = 'fixed right-4 bottom-4 z-[100] flex max-w-sm flex-col gap-2';
  document.body.append(created);
  return created;
}

export function showPlainNotice(level: 'success' | 'error' | 'warning', message: string): void {
  const notice = document.createElement('p');
  notice.setAttribute('role', level === 'error' ? 'alert' : 'status');
  notice.className =
    'rounded-md border bg-card p-4 text-sm text-card-foreground shadow-lg data-[level=error]:border-destructive data-[level=error]:text-destructive';
  notice.dataset.level = level;
  notice.textContent = message;
  const remove = () => notice.remove();
  notice.addEventListener('click', remove);
  setTimeout(remove, SHOWN_MS);
  stack().append(notice);
}
