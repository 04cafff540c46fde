import { Hono } from "hono";
import { stream } from "hono/streaming";
import { createMiddleware } from "hono/factory";
import { chatWithJuneSchema, juneActionRequestSchema, juneHistoryQuerySchema, type JuneStreamEvent } from "../../../domain/june.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { addressCheck, callerAddress, enforceLimits } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import type { PlanningRegistry } from "../../planning/registry.ts";
import { decideAction } from "./operations/actions.ts";
import { chatWithJune } from "./operations/chat.ts";
import { clearHistory, listHistory } from "./operations/history.ts";
import { getWelcome } from "./operations/welcome.ts";

/**
 * June's history and context belong to the signed-in account (spec section 6). The widget shows for
 * signed-in people who are not venue owners (decision 017), so couples and vendors have a June; a
 * venue owner's account has none. Every operation reads and writes only the caller's own rows.
 */
const juneUsers = allow.role("couple", "vendor");

/**
 * Messages to June each run the engine (and may store a picture): a person types a few a minute, June's
 * suggested replies are quicker; a script is stopped (decision 024).
 */
export const JUNE_CHAT_LIMITS = {
  personMinute: { name: "june-chat:person:minute", max: 20, windowSeconds: 60 },
  personDay: { name: "june-chat:person:day", max: 400, windowSeconds: 24 * 60 * 60 },
  addressMinute: { name: "june-chat:address:minute", max: 30, windowSeconds: 60 },
};

/**
 * /api/june: the history the widget loads (in pages) and clears, the welcome, and confirmed actions.
 * `planning` is the list of planning modules (server/modules.ts), handed in at the composition root: June
 * imports no feature.
 */
export function juneRoutes({ db, config, logger, mailer, storage }: AppDeps, planning: PlanningRegistry) {
  const deps = { db, config, logger, mailer, planning };
  return new Hono<AppEnv>()
    .get("/history", juneUsers, validate("query", juneHistoryQuerySchema), async (c) => c.json(await listHistory(deps, (await requirePrincipal(c)).userId, c.req.valid("query").before)))
    .delete("/history", juneUsers, async (c) => c.json(await clearHistory({ ...deps, storage }, (await requirePrincipal(c)).userId)))
    .get("/welcome", juneUsers, async (c) => c.json(await getWelcome(deps, await requirePrincipal(c), callerAddress(c, config))))
    .post("/actions", juneUsers, validate("json", juneActionRequestSchema), async (c) => c.json(await decideAction(deps, await requirePrincipal(c), c.req.valid("json"), callerAddress(c, config))));
}

/**
 * /api/functions/chat-with-june (spec section 7). With `Accept: application/x-ndjson` the reply streams
 * as it comes, one JSON event per line (JuneStreamEvent); otherwise the answer is `{ reply, actions }`.
 */
export function juneFunctionRoutes({ db, config, logger, mailer, storage }: AppDeps, planning: PlanningRegistry) {
  const deps = { db, config, logger, mailer, planning, storage };
  const chatLimit = createMiddleware<AppEnv>(async (c, next) => {
    const person = (await requirePrincipal(c)).userId;
    await enforceLimits(db, [
      addressCheck(JUNE_CHAT_LIMITS.addressMinute, callerAddress(c, config), "Too many messages to June from your network."),
      { rule: JUNE_CHAT_LIMITS.personMinute, subject: person, message: "That's a lot of messages at once; June needs a moment." },
      { rule: JUNE_CHAT_LIMITS.personDay, subject: person, message: `You've sent June ${JUNE_CHAT_LIMITS.personDay.max} messages today.` },
    ]);
    await next();
  });
  return new Hono<AppEnv>().post("/chat-with-june", juneUsers, chatLimit, validate("json", chatWithJuneSchema), async (c) => {
    const principal = await requirePrincipal(c);
    const body = c.req.valid("json");
    const events = chatWithJune(deps, principal, body, callerAddress(c, config));
    if (!(c.req.header("accept") ?? "").includes("application/x-ndjson")) {
      let done: Extract<JuneStreamEvent, { type: "done" }> | undefined;
      for await (const event of events) if (event.type === "done") done = event;
      return c.json({ reply: done!.reply, actions: done!.actions, messageId: done!.messageId, engine: done!.engine });
    }
    // The couple's message is stored before the stream opens, so a database failure is a plain error answer.
    const first = await events.next();
    c.header("Content-Type", "application/x-ndjson; charset=utf-8");
    c.header("X-Accel-Buffering", "no");
    return stream(c, async (out) => {
      try {
        if (!first.done) await out.write(`${JSON.stringify(first.value)}\n`);
        for await (const event of events) await out.write(`${JSON.stringify(event)}\n`);
      } catch (error) {
        logger.error({ err: error }, "June's reply failed");
        await out.write(`${JSON.stringify({ type: "error", message: "June could not answer." } satisfies JuneStreamEvent)}\n`);
      }
    });
  });
}
