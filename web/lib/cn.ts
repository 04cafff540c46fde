import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. There is deliberately no tailwind-merge (it costs 9 KB gzipped on every page):
 * components expose variants for what callers change, and callers add classes that do not conflict.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
