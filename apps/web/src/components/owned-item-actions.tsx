import type { ComponentProps } from 'react';
import type { TOwnership } from '@praxis/shared/ownership';
import { ItemActions } from '@/components/item-actions';

type OwnedItemActionsProps = ComponentProps<typeof ItemActions> & { owner: TOwnership };

/**
 * A row's 'Modifier' / 'Supprimer' only on one's own rows: in a cabinet a colleague's row is read
 * only (the server answers 404 to changes), so it says whose it is instead (issue 10 §3).
 */
export function OwnedItemActions({ owner, ...actions }: OwnedItemActionsProps) {
  if (owner.isOwn) return <ItemActions {...actions} />;
  if (!owner.ownerName) return null;
  return <OwnerNote name={owner.ownerName} />;
}

/** 'Créé par {name}' on a colleague's row. */
export function OwnerNote({ name }: { name: string }) {
  return <p className="shrink-0 text-xs text-muted-foreground">Créé par {name}</p>;
}
