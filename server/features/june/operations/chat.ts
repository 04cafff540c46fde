import type { ChatWithJuneBody, JuneAction, JuneStreamEvent } from "../../../../domain/june.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { CallerAddress } from "../../../http/rate-limit.ts";
import { describeImage, selectEngine, streamReply, type Conversation, type Toolbox } from "../../../ai/june/index.ts";
import type { Facts } from "../../../planning/contract.ts";
import type { FileStorage } from "../../../storage/storage.ts";
import { labeledActions } from "./actions.ts";
import { storeChatImage } from "./chat-images.ts";
import { appendMessage, touchAiContext } from "./history.ts";
import type { JuneDeps } from "./deps.ts";
import { ownPlanningScope } from "./scope.ts";

/** Chat also stores the couple's pictures as uploads. */
export type JuneChatDeps = JuneDeps & { storage: FileStorage };

/**
 * chat-with-june, spec section 4 steps 2 to 6 on the server (the browser does 1, 7 and 8): store the
 * couple's message, gather their facts from their own rows through the planning modules (the body's
 * userContext is ignored), ask the engine, store the reply, and count the exchange in couple_ai_context.
 * The reply is yielded as it comes; the last event carries the whole reply and the actions June proposes.
 */
export async function* chatWithJune(deps: JuneChatDeps, principal: Principal, body: ChatWithJuneBody, caller: CallerAddress, now = () => new Date()): AsyncGenerator<JuneStreamEvent> {
  const coupleId = principal.userId;
  const latest = body.messages.at(-1)!;
  // The picture is resized and stored as an upload; the history row keeps only its URL.
  const image = body.image ? await storeChatImage(deps.storage, body.image) : null;
  const sentAt = now();
  const userRow = await appendMessage(deps.db, coupleId, "user", latest.content, image ? { image: image.url } : {}, sentAt);

  const scope = ownPlanningScope(deps, principal, caller, sentAt);
  let facts: Facts = { today: scope.today };
  try {
    facts = await deps.planning.gatherFacts(scope, deps.logger);
  } catch (error) {
    deps.logger.warn({ err: error }, "June context gathering failed");
  }
  const toolbox: Toolbox = { facts, scope, skills: deps.planning.skills, tools: deps.planning.tools, actions: deps.planning.actions };
  const conversation: Conversation = { messages: body.messages };
  if (image && body.image) {
    // The facts describe the picture as sent (its size and format); the engine sees the resized copy.
    const described = await describeImage(body.image).catch((error: unknown) => {
      deps.logger.info({ err: error }, "June could not read an image");
      return null;
    });
    conversation.image = { dataUrl: image.dataUrl, facts: described };
  }

  const engine = selectEngine(deps);
  let text = "";
  let reply: { reply: string; actions?: { type: string }[] } | undefined;
  let answeredBy = engine.name;
  for await (const piece of streamReply(engine, conversation, toolbox)) {
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
  // Only actions their module recognizes are offered, each with the line the couple reads.
  const actions: JuneAction[] = labeledActions(deps.planning, reply?.actions ?? []);
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
