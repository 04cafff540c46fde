import type { GraceChatResponse, GraceHistoryMessage } from "@domain/grace";
import { api, unwrap } from "@web/lib/api";

export interface GraceRequest {
  message: string;
  conversationHistory: GraceHistoryMessage[];
  isVoice: boolean;
  conversationId: string;
  transcript?: string;
}

/** POST /api/functions/grace-support-chat. The server derives who is asking from the session. */
export function askGrace(body: GraceRequest): Promise<GraceChatResponse> {
  return unwrap(api.functions["grace-support-chat"].$post({ json: body })) as Promise<GraceChatResponse>;
}
