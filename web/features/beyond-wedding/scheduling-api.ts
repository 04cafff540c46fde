import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BeyondModuleKey } from "@domain/beyond-wedding";
import type { ProviderInput, ReminderFrequency } from "@domain/intake-scheduling";
import { api, unwrap } from "@web/lib/api";
import { useBeyondScope } from "./api";
import { withReauthentication } from "@web/lib/reauth";

/** Sessions, reminders, private notes and the admin's providers (decision 041), keyed per account. */
export const intakeKeys = {
  all: ["intake-scheduling"] as const,
  scheduling: (userId: string) => [...intakeKeys.all, userId, "scheduling"] as const,
  reminders: (userId: string) => [...intakeKeys.all, userId, "reminders"] as const,
  note: (userId: string, module: BeyondModuleKey) => [...intakeKeys.all, userId, "note", module] as const,
  providers: ["intake-scheduling", "admin", "providers"] as const,
};

const beyond = api["beyond-wedding"];

export function useScheduling() {
  const scope = useBeyondScope();
  return useQuery({
    ...queryOptions({ queryKey: intakeKeys.scheduling(scope.key), queryFn: ({ signal }) => unwrap(beyond.scheduling.$get({ query: scope.query }, { init: { signal } })) }),
    enabled: scope.ready,
  });
}

function useRefreshScheduling() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: intakeKeys.all });
}

export function useBookSession() {
  const refresh = useRefreshScheduling();
  const { query } = useBeyondScope();
  return useMutation({
    mutationFn: (input: { providerId: string; startsAt: string; note: string }) => unwrap(beyond.sessions.$post({ query, json: input })),
    // A taken hour changes the list too: read it again either way.
    onSettled: refresh,
  });
}

export function useRescheduleSession() {
  const refresh = useRefreshScheduling();
  const { query } = useBeyondScope();
  return useMutation({
    mutationFn: ({ sessionId, startsAt }: { sessionId: string; startsAt: string }) => unwrap(beyond.sessions[":sessionId"].$patch({ param: { sessionId }, query, json: { startsAt } })),
    onSettled: refresh,
  });
}

export function useCancelSession() {
  const refresh = useRefreshScheduling();
  const { query } = useBeyondScope();
  return useMutation({
    mutationFn: (sessionId: string) => unwrap(beyond.sessions[":sessionId"].cancel.$post({ param: { sessionId }, query })),
    onSettled: refresh,
  });
}

export function useReminders() {
  const scope = useBeyondScope();
  return useQuery({
    ...queryOptions({ queryKey: intakeKeys.reminders(scope.key), queryFn: ({ signal }) => unwrap(beyond.reminders.$get({ query: scope.query }, { init: { signal } })) }),
    enabled: scope.ready,
  });
}

export function useSaveReminders() {
  const queryClient = useQueryClient();
  const scope = useBeyondScope();
  return useMutation({
    mutationFn: (frequency: ReminderFrequency) => unwrap(beyond.reminders.$put({ query: scope.query, json: { frequency } })),
    onSuccess: (settings) => queryClient.setQueryData(intakeKeys.reminders(scope.key), settings),
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => unwrap(beyond.reminders.unsubscribe.$post({ json: { token } })) });
}

export function usePrivateNote(module: BeyondModuleKey) {
  const scope = useBeyondScope();
  return useQuery({
    ...queryOptions({
      queryKey: intakeKeys.note(scope.key, module),
      queryFn: ({ signal }) => unwrap(beyond.modules[":module"]["private-note"].$get({ param: { module }, query: scope.query }, { init: { signal } })),
    }),
    enabled: scope.ready,
  });
}

export function useSavePrivateNote(module: BeyondModuleKey) {
  const queryClient = useQueryClient();
  const scope = useBeyondScope();
  return useMutation({
    mutationFn: (body: string) => unwrap(beyond.modules[":module"]["private-note"].$put({ param: { module }, query: scope.query, json: { body } })),
    onSuccess: (note) => queryClient.setQueryData(intakeKeys.note(scope.key, module), note),
  });
}

export function useAdminProviders(enabled: boolean) {
  return useQuery({ queryKey: intakeKeys.providers, queryFn: ({ signal }) => unwrap(beyond.admin.providers.$get(undefined, { init: { signal } })), enabled });
}

export function useSaveProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    // Admin changes need a recent sign-in: the password dialog asks again when it is older.
    mutationFn: ({ id, values }: { id: string | null; values: ProviderInput }) =>
      withReauthentication(() =>
        id ? unwrap(beyond.admin.providers[":providerId"].$put({ param: { providerId: id }, json: values })) : unwrap(beyond.admin.providers.$post({ json: values })),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: intakeKeys.providers }),
  });
}
