import { clsx, type ClassValue } from "clsx";

/*
 * Joins class names. No tailwind-merge: it costs ~7 KB gzipped on every page (see docs/decisions/004-js-budget.md),
 * so components avoid passing conflicting utilities instead of resolving them at runtime.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
