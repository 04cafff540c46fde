import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BeyondItemValues, BeyondModuleKey, BeyondModuleProgress } from "@domain/beyond-wedding";
import { api, unwrap } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";

/** Query keys of Beyond the Wedding, per account: one couple's answers never show for another. */
export const beyondKeys = {
  all: ["beyond-wedding"] as const,
  progress: (userId: string) => [...beyondKeys.all, userId, "progress"] as const,
};

export const beyondQueries = {
  progress: (userId: string) =>
    queryOptions({
      queryKey: beyondKeys.progress(userId),
      queryFn: ({ signal }) => unwrap(api["beyond-wedding"].progress.$get(undefined, { init: { signal } })),
    }),
};

/** The signed-in couple's progress in every module (not asked for other accounts: the server refuses them). */
export function useBeyondProgress() {
  const { user, status } = useAuth();
  const userId = status === "signed-in" && user?.user_metadata.user_type === "couple" ? user.id : null;
  return useQuery({ ...beyondQueries.progress(userId ?? ""), enabled: userId !== null });
}

export function progressOf(modules: readonly BeyondModuleProgress[] | undefined, key: BeyondModuleKey): BeyondModuleProgress | undefined {
  return modules?.find((module) => module.module === key);
}

export interface BeyondItemChange {
  module: BeyondModuleKey;
  index: number;
  values: BeyondItemValues;
}

/**
 * Ticks a prompt off or saves its answer. The checklist changes at once and goes back if the server
 * refuses; once the last pending change has settled, the progress is read again.
 */
export function useSaveBeyondItem() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = beyondQueries.progress(user?.id ?? "").queryKey;
  return useMutation({
    mutationKey: [...beyondKeys.all, "save"],
    mutationFn: ({ module, index, values }: BeyondItemChange) =>
      unwrap(api["beyond-wedding"].modules[":module"].items[":index"].$put({ param: { module, index: String(index) }, json: values })),
    onMutate: async ({ module, index, values }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (old) => {
        if (!old) return old;
        return {
          modules: old.modules.map((progress) => {
            if (progress.module !== module) return progress;
            const current = progress.items.find((item) => item.index === index) ?? { index, done: false, answer: "", updatedAt: new Date().toISOString() };
            const next = { ...current, ...values };
            const items = [...progress.items.filter((item) => item.index !== index), next].sort((a, b) => a.index - b.index);
            return { ...progress, items, doneCount: items.filter((item) => item.done).length };
          }),
        };
      });
      return before;
    },
    onError: (_error, _change, before) => {
      if (before) queryClient.setQueryData(key, before);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: [...beyondKeys.all, "save"] }) > 1) return;
      return queryClient.invalidateQueries({ queryKey: beyondKeys.all });
    },
  });
}
