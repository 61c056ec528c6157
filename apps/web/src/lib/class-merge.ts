import { twMerge } from 'tailwind-merge';
import { setClassMerge } from './utils';

/**
 * Imported for its effect by app/query-layout.tsx (every route but sign-in) and the gate screen:
 * from then on `cn` resolves conflicting Tailwind classes (a later `px-2` replaces `px-4`).
 */
setClassMerge(twMerge);
