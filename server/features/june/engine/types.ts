import type { JuneAction, JuneMessage } from "../../../../domain/june.ts";
import type { JuneContext } from "../context.ts";
import type { ImageFacts } from "../image.ts";

/** What June is answering: the last messages (the newest is the user's) and the image sent with it. */
export interface Conversation {
  messages: JuneMessage[];
  /** The image sent with the newest message, read on the server (size, palette) and as sent. */
  image?: { dataUrl: string; facts: ImageFacts | null };
}

export interface JuneReply {
  reply: string;
  /** Actions June proposes; nothing happens until the couple confirms each in the chat. */
  actions?: JuneAction[];
}

/** A piece of a streamed reply. */
export type ReplyPiece =
  | { type: "delta"; text: string }
  /** Drop the text so far (the model failed midway; another answer follows). */
  | { type: "reset" }
  | { type: "done"; reply: JuneReply; engine?: "built-in" | "model" };

/**
 * One interface for every brain June has (DESIGN.md, Assistants): `reply(conversation, context)`.
 * `stream` yields the reply as it comes; engines that compute the whole reply at once get the default
 * (sentence by sentence) from `streamReply`.
 */
export interface JuneEngine {
  readonly name: "built-in" | "model";
  reply(conversation: Conversation, context: JuneContext | null): Promise<JuneReply>;
  stream?(conversation: Conversation, context: JuneContext | null, signal?: AbortSignal): AsyncIterable<ReplyPiece>;
}

/** Streams a whole reply in pieces (sentence by sentence), so every engine streams the same way. */
export async function* streamWhole(reply: JuneReply): AsyncIterable<ReplyPiece> {
  const pieces = reply.reply.match(/[^.!?\n]+[.!?]*\s*|\n+/g) ?? [reply.reply];
  for (const text of pieces) yield { type: "delta", text };
  yield { type: "done", reply };
}

export function streamReply(engine: JuneEngine, conversation: Conversation, context: JuneContext | null, signal?: AbortSignal): AsyncIterable<ReplyPiece> {
  if (engine.stream) return engine.stream(conversation, context, signal);
  return (async function* () {
    yield* streamWhole(await engine.reply(conversation, context));
  })();
}
