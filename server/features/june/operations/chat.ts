import type { ChatWithJuneBody, JuneAction, JuneStreamEvent } from "../../../../domain/june.ts";
import type { Principal } from "../../../auth/principal.ts";
import { gatherJuneContext, type JuneContext } from "../context.ts";
import { selectEngine } from "../engine/index.ts";
import { streamReply, type Conversation } from "../engine/types.ts";
import { describeImage } from "../image.ts";
import type { FileStorage } from "../../../storage/storage.ts";
import { storeChatImage } from "./chat-images.ts";
import { appendMessage, touchAiContext } from "./history.ts";
import type { JuneDeps } from "./deps.ts";

/** Chat also stores the couple's pictures as uploads. */
export type JuneChatDeps = JuneDeps & { storage: FileStorage };

/**
 * chat-with-june, spec section 4 steps 2 to 6 on the server (the browser does 1, 7 and 8): store the
 * couple's message, gather their context from their own rows (the body's userContext is ignored), ask
 * the engine, store the reply, and count the exchange in couple_ai_context. The reply is yielded as it
 * comes; the last event carries the whole reply and the actions June proposes.
 */
export async function* chatWithJune(deps: JuneChatDeps, principal: Principal, body: ChatWithJuneBody, now = () => new Date()): AsyncGenerator<JuneStreamEvent> {
  const coupleId = principal.userId;
  const latest = body.messages.at(-1)!;
  // The picture is resized and stored as an upload; the history row keeps only its URL.
  const image = body.image ? await storeChatImage(deps.storage, body.image) : null;
  const sentAt = now();
  const userRow = await appendMessage(deps.db, coupleId, "user", latest.content, image ? { image: image.url } : {}, sentAt);

  let context: JuneContext | null = null;
  try {
    context = await gatherJuneContext(deps, coupleId, sentAt);
  } catch (error) {
    deps.logger.warn({ err: error }, "June context gathering failed");
  }
  const conversation: Conversation = { messages: body.messages };
  if (image && body.image) {
    // The facts describe the picture as sent (its size and format); the engine sees the resized copy.
    const facts = await describeImage(body.image).catch((error: unknown) => {
      deps.logger.info({ err: error }, "June could not read an image");
      return null;
    });
    conversation.image = { dataUrl: image.dataUrl, facts };
  }

  const engine = selectEngine(deps);
  let text = "";
  let reply: { reply: string; actions?: JuneAction[] } | undefined;
  let answeredBy = engine.name;
  for await (const piece of streamReply(engine, conversation, context)) {
    if (piece.type === "delta") {
      text += piece.text;
      yield { type: "delta", text: piece.text };
    } else if (piece.type === "reset") {
      text = "";
      yield { type: "reset" };
    } else {
      reply = piece.reply;
      answeredBy = piece.engine ?? engine.name;
    }
  }
  const finalText = reply?.reply ?? text;
  const actions = reply?.actions ?? [];
  // Strictly after the couple's message, so the two never tie in the ascending order.
  const repliedAt = new Date(Math.max(now().getTime(), sentAt.getTime() + 1));
  const replyRow = await appendMessage(deps.db, coupleId, "assistant", finalText, actions.length > 0 ? { actions } : {}, repliedAt);
  try {
    await touchAiContext(deps.db, coupleId, repliedAt);
  } catch (error) {
    // Spec section 8: an AI-context update that fails is logged only.
    deps.logger.warn({ err: error }, "June AI-context update failed");
  }
  yield { type: "done", reply: finalText, actions, messageId: replyRow.id, userMessageId: userRow.id, engine: answeredBy };
}
