import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { JUNE_FIXED_WELCOME, type JuneActionRequestInput, type JuneHistoryMessage, type JuneMessage, type JuneStreamEvent } from "@domain/june";
import { api, apiFetch, unwrap } from "@web/lib/api";

/** Query keys of June, per account: one couple's conversation never shows for another. */
export const juneKeys = {
  all: ["june"] as const,
  conversation: (userId: string) => [...juneKeys.all, "conversation", userId] as const,
};

/** `hasMore`: older history rows remain, for "Show earlier messages". */
export type OpeningMessages = { messages: JuneHistoryMessage[]; source: "history" | "welcome" | "fixed"; hasMore?: boolean };

const welcomeMessage = (content: string): JuneHistoryMessage => ({ id: `welcome-${Date.now()}`, role: "assistant", content, createdAt: new Date().toISOString() });

/** The personalized welcome, or the fixed one when it fails (spec section 8). */
export async function loadWelcome(): Promise<JuneHistoryMessage> {
  try {
    const { text } = await unwrap(api.june.welcome.$get());
    return welcomeMessage(text);
  } catch (error) {
    console.error("June's personalized welcome failed", error);
    return welcomeMessage(JUNE_FIXED_WELCOME);
  }
}

/** Spec section 4: the latest 20 history rows, else the personalized welcome; a failed load shows the fixed welcome. */
export const juneQueries = {
  conversation: (userId: string) =>
    queryOptions({
      queryKey: juneKeys.conversation(userId),
      staleTime: Infinity,
      retry: false,
      queryFn: async (): Promise<OpeningMessages> => {
        let history: JuneHistoryMessage[];
        let hasMore = false;
        try {
          ({ messages: history, hasMore } = await unwrap(api.june.history.$get({ query: {} })));
        } catch (error) {
          console.error("June's history failed to load", error);
          return { messages: [welcomeMessage(JUNE_FIXED_WELCOME)], source: "fixed" };
        }
        if (history.length > 0) return { messages: history, source: "history", hasMore };
        return { messages: [await loadWelcome()], source: "welcome" };
      },
    }),
};

/** The 20 history rows before `before` (a message id), oldest first. */
export function useOlderHistory() {
  return useMutation({ mutationFn: (before: string) => unwrap(api.june.history.$get({ query: { before } })) });
}

export function useClearChat() {
  return useMutation({ mutationFn: () => unwrap(api.june.history.$delete()) });
}

/**
 * Confirms or cancels an action June proposed. A confirmed action names the areas it changed; every
 * query of those areas (whose keys start with the area's name: "budget", "guests", "timeline",
 * "saved-venues", "planning") is refreshed, so a page open under the panel shows the change.
 */
export function useDecideAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: JuneActionRequestInput) => unwrap(api.june.actions.$post({ json: { actionIndex: 0, ...request } })),
    onSuccess: (outcome) => Promise.all(outcome.changed.map((area) => queryClient.invalidateQueries({ queryKey: [area] }))),
  });
}

/**
 * POST /api/functions/chat-with-june, read as it streams (NDJSON lines). Each event goes to `onEvent`;
 * throws when the request fails or the stream ends without a reply.
 */
export async function streamChat(body: { messages: JuneMessage[]; image: string | null; userContext: unknown }, onEvent: (event: JuneStreamEvent) => void, signal?: AbortSignal): Promise<void> {
  const response = await apiFetch("/api/functions/chat-with-june", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/x-ndjson" },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`chat-with-june answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let finished = false;
  const handle = (line: string) => {
    if (!line.trim()) return;
    const event = JSON.parse(line) as JuneStreamEvent;
    if (event.type === "error") throw new Error(event.message);
    if (event.type === "done") finished = true;
    onEvent(event);
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    lines.forEach(handle);
  }
  handle(buffered);
  if (!finished) throw new Error("June's reply ended early");
}
