import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BeyondItemValues, BeyondModuleKey, BeyondModuleProgress } from "@domain/beyond-wedding";
import { api, unwrap } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";

/** Query keys of Beyond the Wedding, per account and couple: one couple's answers never show for another. */
export const beyondKeys = {
  all: ["beyond-wedding"] as const,
  progress: (scope: string) => [...beyondKeys.all, scope, "progress"] as const,
};

/**
 * Whose Beyond the Wedding this account works on (decision 041): its own, or, for a partner the couple
 * invited as Partner, the couple's, named as `?coupleId=` on every call. `key` tells the caches apart;
 * `ready` is false until the account's couple links are known (no call is made before).
 */
export interface BeyondScope {
  userId: string | null;
  query: { coupleId?: string };
  key: string;
  ready: boolean;
}

export function useBeyondScope(): BeyondScope {
  const { user, status } = useAuth();
  const userId = status === "signed-in" && user?.user_metadata.user_type === "couple" ? user.id : null;
  const helping = useQuery({
    queryKey: [...beyondKeys.all, "partner-of", userId ?? ""],
    queryFn: ({ signal }) => unwrap(api.collaboration.helping.$get(undefined, { init: { signal } })),
    enabled: userId !== null,
    staleTime: 60_000,
  });
  const coupleId = helping.data?.couples.find((couple) => couple.relationship === "partner")?.coupleId;
  return { userId, query: coupleId ? { coupleId } : {}, key: `${userId ?? ""}:${coupleId ?? "own"}`, ready: userId !== null && !helping.isPending };
}

export const beyondQueries = {
  progress: (scope: BeyondScope) =>
    queryOptions({
      queryKey: beyondKeys.progress(scope.key),
      queryFn: ({ signal }) => unwrap(api["beyond-wedding"].progress.$get({ query: scope.query }, { init: { signal } })),
    }),
};

/** The couple's progress in every module, for the couple or their partner (not asked for other accounts: the server refuses them). */
export function useBeyondProgress() {
  const scope = useBeyondScope();
  return useQuery({ ...beyondQueries.progress(scope), enabled: scope.ready });
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
  const scope = useBeyondScope();
  const key = beyondQueries.progress(scope).queryKey;
  return useMutation({
    mutationKey: [...beyondKeys.all, "save"],
    mutationFn: ({ module, index, values }: BeyondItemChange) =>
      unwrap(api["beyond-wedding"].modules[":module"].items[":index"].$put({ param: { module, index: String(index) }, query: scope.query, json: values })),
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
