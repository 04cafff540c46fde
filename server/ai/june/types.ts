import type { JuneMessage } from "../../../domain/june.ts";
import type { Action, Facts, PlanningScope, ProposedAction, Skill, Tool } from "../../planning/contract.ts";

export type { ProposedAction } from "../../planning/contract.ts";
import type { ImageFacts } from "./image.ts";

/** What June is answering: the last messages (the newest is the user's) and the image sent with it. */
export interface Conversation {
  messages: JuneMessage[];
  /** The image sent with the newest message, read on the server (size, palette) and as sent. */
  image?: { dataUrl: string; facts: ImageFacts | null };
}


export interface JuneReply {
  reply: string;
  /** Actions June proposes; nothing happens until the couple confirms each in the chat. */
  actions?: ProposedAction[];
}

/**
 * What June works with for one message: the couple's facts, gathered by the server from their own rows,
 * and the planning modules' skills, tools and actions (server/modules.ts). June names no feature: all
 * it knows of the couple's planning comes through here.
 */
export interface Toolbox {
  facts: Facts;
  scope: PlanningScope;
  skills: readonly Skill[];
  tools: readonly Tool[];
  actions: readonly Action[];
}

/** A piece of a streamed reply. */
export type ReplyPiece =
  | { type: "delta"; text: string }
  /** Drop the text so far (the model failed midway; another answer follows). */
  | { type: "reset" }
  | { type: "done"; reply: JuneReply; engine?: "built-in" | "model" };

/**
 * One interface for every brain June has (DESIGN.md, Assistants): `reply(conversation, toolbox)`.
 * `stream` yields the reply as it comes; engines that compute the whole reply at once get the default
 * (sentence by sentence) from `streamReply`.
 */
export interface JuneEngine {
  readonly name: "built-in" | "model";
  reply(conversation: Conversation, toolbox: Toolbox): Promise<JuneReply>;
  stream?(conversation: Conversation, toolbox: Toolbox, signal?: AbortSignal): AsyncIterable<ReplyPiece>;
}

/** Streams a whole reply in pieces (sentence by sentence), so every engine streams the same way. */
export async function* streamWhole(reply: JuneReply): AsyncIterable<ReplyPiece> {
  const pieces = reply.reply.match(/[^.!?\n]+[.!?]*\s*|\n+/g) ?? [reply.reply];
  for (const text of pieces) yield { type: "delta", text };
  yield { type: "done", reply };
}

export function streamReply(engine: JuneEngine, conversation: Conversation, toolbox: Toolbox, signal?: AbortSignal): AsyncIterable<ReplyPiece> {
  if (engine.stream) return engine.stream(conversation, toolbox, signal);
  return (async function* () {
    yield* streamWhole(await engine.reply(conversation, toolbox));
  })();
}
