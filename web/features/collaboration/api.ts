import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { ContributorUpdateInput, InvitationInput } from "@domain/collaboration";
import type { BudgetCategoryId } from "@domain/budget";
import { useSearchParams } from "react-router";
import { api, ApiRequestError, unwrap } from "@web/lib/api";
import { refreshUnread } from "./unread-store";

export type AccessView = InferResponseType<typeof api.collaboration.access.$get, 200>;
export type ContributorView = AccessView["contributors"][number];
export type InvitationView = AccessView["invitations"][number];
export type InvitationLinkView = InferResponseType<(typeof api.collaboration.join)[":token"]["$get"], 200>;
export type HelpingView = InferResponseType<typeof api.collaboration.helping.$get, 200>;
export type ChatPage = InferResponseType<(typeof api.collaboration.chat)[":coupleId"]["messages"]["$get"], 200>;
export type ChatMessage = ChatPage["messages"][number];
export type MyTasksView = InferResponseType<(typeof api)["tasks-polls"]["mine"]["$get"], 200>;

/** Query keys of collaboration, per account: one couple's helpers never show for another. */
export const collaborationKeys = {
  all: ["collaboration"] as const,
  access: (userId: string, coupleId: string | null = null) => [...collaborationKeys.all, "access", userId, coupleId ?? "own"] as const,
  helping: (userId: string) => [...collaborationKeys.all, "helping", userId] as const,
  invitation: (token: string) => [...collaborationKeys.all, "invitation", token] as const,
  chat: (userId: string, coupleId: string) => [...collaborationKeys.all, "chat", userId, coupleId] as const,
  // Under "tasks-polls": ticking a task off there refreshes this list too.
  myTasks: (userId: string) => ["tasks-polls", "mine", userId] as const,
};

export const collaborationQueries = {
  access: (userId: string, coupleId: string | null = null) =>
    queryOptions({ queryKey: collaborationKeys.access(userId, coupleId), queryFn: ({ signal }) => unwrap(api.collaboration.access.$get({ query: coupleQuery(coupleId) }, { init: { signal } })) }),
  myTasks: (userId: string) =>
    queryOptions({ queryKey: collaborationKeys.myTasks(userId), queryFn: ({ signal }) => unwrap(api["tasks-polls"].mine.$get(undefined, { init: { signal } })) }),
  helping: (userId: string) =>
    queryOptions({ queryKey: collaborationKeys.helping(userId), queryFn: ({ signal }) => unwrap(api.collaboration.helping.$get(undefined, { init: { signal } })) }),
  invitation: (token: string) =>
    queryOptions({
      queryKey: collaborationKeys.invitation(token),
      queryFn: ({ signal }) => unwrap(api.collaboration.join[":token"].$get({ param: { token } }, { init: { signal } })),
      retry: false,
    }),
  chat: (userId: string, coupleId: string) =>
    queryOptions({
      queryKey: collaborationKeys.chat(userId, coupleId),
      queryFn: ({ signal }) => unwrap(api.collaboration.chat[":coupleId"].messages.$get({ param: { coupleId }, query: {} }, { init: { signal } })),
      // The stream keeps it current; a refetch would only repeat it.
      staleTime: Infinity,
    }),
};

/**
 * Whose helpers the access pages manage: the couple's own (null), or, for the partner who joined through
 * the partner invitation, the couple named by `?coupleId=` (either partner manages access, decision 059).
 */
export function useManagedCouple(): string | null {
  const [params] = useSearchParams();
  const named = params.get("coupleId");
  return named && /^[A-Za-z0-9_-]{1,64}$/.test(named) ? named : null;
}

const coupleQuery = (coupleId: string | null) => (coupleId ? { coupleId } : {});

function useInvalidateAccess() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: collaborationKeys.all });
}

export function useInvite() {
  const invalidate = useInvalidateAccess();
  const query = coupleQuery(useManagedCouple());
  return useMutation({ mutationFn: (input: InvitationInput) => unwrap(api.collaboration.invitations.$post({ query, json: input })), onSuccess: invalidate });
}

export function useResendInvitation() {
  const invalidate = useInvalidateAccess();
  const query = coupleQuery(useManagedCouple());
  return useMutation({
    mutationFn: (invitationId: string) => unwrap(api.collaboration.invitations[":invitationId"].resend.$post({ param: { invitationId }, query })),
    onSuccess: invalidate,
  });
}

export function useRevokeInvitation() {
  const invalidate = useInvalidateAccess();
  const query = coupleQuery(useManagedCouple());
  return useMutation({
    mutationFn: (invitationId: string) => unwrap(api.collaboration.invitations[":invitationId"].$delete({ param: { invitationId }, query })),
    onSuccess: invalidate,
  });
}

export function useUpdateContributor() {
  const invalidate = useInvalidateAccess();
  const query = coupleQuery(useManagedCouple());
  return useMutation({
    mutationFn: ({ contributorId, input }: { contributorId: string; input: ContributorUpdateInput }) =>
      unwrap(api.collaboration.contributors[":contributorId"].$put({ param: { contributorId }, query, json: input })),
    onSuccess: invalidate,
  });
}

export function useRemoveContributor() {
  const invalidate = useInvalidateAccess();
  const query = coupleQuery(useManagedCouple());
  return useMutation({
    mutationFn: (contributorId: string) => unwrap(api.collaboration.contributors[":contributorId"].$delete({ param: { contributorId }, query })),
    onSuccess: invalidate,
  });
}

export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => unwrap(api.collaboration.join[":token"].$post({ param: { token } })),
    onSuccess: () => client.invalidateQueries({ queryKey: collaborationKeys.all }),
  });
}

export function useLeaveCouple() {
  const invalidate = useInvalidateAccess();
  return useMutation({ mutationFn: (coupleId: string) => unwrap(api.collaboration.helping[":coupleId"].$delete({ param: { coupleId } })), onSuccess: invalidate });
}

export function useSendChatMessage(coupleId: string) {
  return useMutation({
    mutationFn: (input: { body: string; mentions: string[] }) => unwrap(api.collaboration.chat[":coupleId"].messages.$post({ param: { coupleId }, json: input })),
  });
}

/** The stream's address: EventSource sends Last-Event-ID itself when it reconnects. */
export const chatStreamUrl = (coupleId: string) => `/api/collaboration/chat/${encodeURIComponent(coupleId)}/stream`;

/** Limits a helper to some budget lines, or (null) gives them the whole budget. */
export function useSetBudgetLines() {
  const invalidate = useInvalidateAccess();
  const query = coupleQuery(useManagedCouple());
  return useMutation({
    mutationFn: ({ contributorId, lines }: { contributorId: string; lines: BudgetCategoryId[] | null }) =>
      unwrap(api.collaboration.contributors[":contributorId"]["budget-lines"].$put({ param: { contributorId }, query, json: { lines } })),
    onSuccess: invalidate,
  });
}

/** Who changed what in the couple's budget (the couple's and their partner's to read). */
export const budgetHistoryQuery = (userId: string, coupleId: string | null = null) =>
  queryOptions({
    queryKey: ["budget", userId, "history", coupleId ?? "own"] as const,
    queryFn: ({ signal }) => unwrap(api.budget.history.$get({ query: coupleQuery(coupleId) }, { init: { signal } })),
  });
export type BudgetChange = InferResponseType<typeof api.budget.history.$get, 200>["changes"][number];

/** The chat digest mail's signed unsubscribe link, posted from the page it opens (no sign-in needed). */
export function useUnsubscribeDigest() {
  return useMutation({ mutationFn: (link: { c: string; u: string; t: string }) => unwrap(api.collaboration.digest.unsubscribe.$post({ json: link })) });
}

export type UnreadView = InferResponseType<typeof api.collaboration.unread.$get, 200>;
export type UnreadChat = UnreadView["chats"][number];

/** Moves the read marker forward to a message, then refreshes the badges. */
export function useMarkChatRead(coupleId: string) {
  return useMutation({
    mutationFn: (lastReadId: number) => unwrap(api.collaboration.chat[":coupleId"].read.$post({ param: { coupleId }, json: { lastReadId } })),
    onSuccess: () => refreshUnread(),
  });
}

/** Turns the digest mail of missed messages on or off for this chat. */
export function useSetChatDigest(coupleId: string) {
  return useMutation({ mutationFn: (on: boolean) => unwrap(api.collaboration.chat[":coupleId"].digest.$put({ param: { coupleId }, json: { on } })) });
}

/**
 * Sends a picture or PDF with its caption and mentions, with progress (fetch has no upload progress, so
 * this is XMLHttpRequest). Resolves with the posted message, rejects with the server's reason.
 */
export function uploadChatAttachment(
  coupleId: string,
  input: { file: File; body: string; mentions: string[] },
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ChatMessage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/collaboration/chat/${encodeURIComponent(coupleId)}/attachments`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (ChatMessage & { error?: undefined }) | { error?: { code: string; message: string } } | null;
      if (xhr.status === 201 && body && "id" in body) resolve(body);
      else reject(new ApiRequestError(xhr.status, body?.error?.code ?? "upload_failed", body?.error?.message ?? "The file couldn't be sent. Try again."));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, "network_error", "We couldn't reach Serviceberry. Check your connection and try again."));
    xhr.onabort = () => reject(new ApiRequestError(0, "aborted", "Sending canceled."));
    signal?.addEventListener("abort", () => xhr.abort());
    const form = new FormData();
    form.append("file", input.file);
    if (input.body) form.append("body", input.body);
    if (input.mentions.length > 0) form.append("mentions", input.mentions.join(","));
    xhr.send(form);
  });
}
