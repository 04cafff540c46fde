import { useCallback, useState } from "react";
import { safeStorage } from "@web/lib/storage";

/** Checklist progress is kept on this device, per account and per module. */
function storageKey(userId: string, path: string): string {
  return `serviceberry-beyond:${userId}:${path}`;
}

export function readProgress(userId: string, path: string): number[] {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(storageKey(userId, path)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((value): value is number => Number.isInteger(value)) : [];
  } catch {
    return [];
  }
}

export function useProgress(userId: string, path: string) {
  const [done, setDone] = useState<number[]>(() => readProgress(userId, path));
  const toggle = useCallback(
    (index: number) => {
      setDone((current) => {
        const next = current.includes(index) ? current.filter((value) => value !== index) : [...current, index].sort((a, b) => a - b);
        safeStorage.set(storageKey(userId, path), JSON.stringify(next));
        return next;
      });
    },
    [userId, path],
  );
  return { done, toggle };
}
