import { clsx, type ClassValue } from 'clsx';

/**
 * How `cn` resolves conflicting Tailwind classes. Until lib/class-merge.ts is loaded it only joins
 * them: the screens shown before it (sign-in page, access gate, loading and error screens) carry no
 * tailwind-merge (issue 15) and pass no conflicting classes, which lib/class-merge.test.ts checks.
 * Every other route is under app/query-layout.tsx, which loads it before rendering.
 */
let merge: (classes: string) => string = (classes) => classes;

export function setClassMerge(resolve: (classes: string) => string): void {
  merge = resolve;
}

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
