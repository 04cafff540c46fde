/**
 * Cancellable waits for the demo animations. `wait` resolves after `ms` unless `cancel` ran first,
 * in which case it never resolves and its timer is cleared, so an unmounted demo leaves nothing behind.
 */
export function createTimers() {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  let canceled = false;
  return {
    wait(ms: number): Promise<void> {
      return new Promise((resolve) => {
        if (canceled) return;
        const id = setTimeout(() => {
          pending.delete(id);
          if (!canceled) resolve();
        }, ms);
        pending.add(id);
      });
    },
    cancel(): void {
      canceled = true;
      for (const id of pending) clearTimeout(id);
      pending.clear();
    },
  };
}
