import type { TFileState } from '@praxis/shared/settings/schemas';
import { Badge } from '@/components/ui/badge';
import { fileStateLabel } from '../../lib/file-state';

const VARIANTS = {
  signed: 'success',
  base64: 'warning',
  expired: 'warning',
  missing: 'secondary',
} as const;

export function FileStateBadge({ state }: { state: TFileState }) {
  return <Badge variant={VARIANTS[state]}>{fileStateLabel(state)}</Badge>;
}
