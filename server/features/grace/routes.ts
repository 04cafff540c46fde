import { Hono } from "hono";
import { uuidParamSchema } from "../../../domain/admin.ts";
import { graceChatRequestSchema, notifyAdminRequestSchema, ticketListQuerySchema, ticketReplySchema, ticketUpdateSchema } from "../../../domain/grace.ts";
import { createBuiltInGrace, type GraceEngine } from "../../ai/grace/engine.ts";
import { createKnowledgeBase } from "../../ai/grace/knowledge.ts";
import { createModelGrace } from "../../ai/grace/model.ts";
import { createGraceVoice } from "../../ai/grace/voice.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { addressLimitOptions, limitByAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { graceSupportChat, type GraceChatDeps } from "./operations/chat.ts";
import { getTicket, listTickets, replyToTicket, unreadTicketCount, updateTicket } from "./operations/desk.ts";
import { notifyAdminsOfTicket } from "./operations/tickets.ts";

/** A conversation's worth of questions; a script asking (and making speech) nonstop is stopped. */
const GRACE_LIMIT = { name: "grace:address", max: 120, windowSeconds: 15 * 60 };

/** The built-in engine, or an OpenAI-compatible model when AI_BASE_URL and AI_MODEL are set. */
export function createGraceEngine({ config, logger }: Pick<AppDeps, "config" | "logger">): GraceEngine {
  const knowledge = createKnowledgeBase();
  const builtIn = createBuiltInGrace(knowledge);
  if (!config.AI_BASE_URL || !config.AI_MODEL) return builtIn;
  return createModelGrace({ baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL }, builtIn, knowledge, logger);
}

/** /api/functions: the server functions of spec section 7 that belong to Grace. */
export function graceRoutes({ db, mailer, logger, config, storage }: AppDeps) {
  const deps = { db, mailer, logger, config, storage };
  // Built on first use: routers are also listed (routes table, authorization test) without deps.
  let chatDeps: GraceChatDeps | undefined;
  const chat = () => (chatDeps ??= { ...deps, engine: createGraceEngine(deps), voice: createGraceVoice(storage) });
  const limit = limitByAddress(db, GRACE_LIMIT, addressLimitOptions(config));
  return (
    new Hono<AppEnv>()
      // Anyone may ask Grace; who is asking comes from the session, never from the body.
      .post("/grace-support-chat", allow.public, validate("json", graceChatRequestSchema), limit, async (c) =>
        c.json(await graceSupportChat(chat(), await c.get("principal")(), c.req.valid("json"))),
      )
      .post("/notify-admin-help-ticket", allow.signedIn, validate("json", notifyAdminRequestSchema), async (c) =>
        c.json(await notifyAdminsOfTicket(deps, await requirePrincipal(c), c.req.valid("json").ticketId)),
      )
  );
}

/** /api/admin/help-tickets: the tickets desk. Mounted by the admin router. */
export function helpTicketAdminRoutes({ db, mailer, logger, config, storage }: AppDeps) {
  const deps = { db, mailer, logger, config, storage };
  return new Hono<AppEnv>()
    .get("/", allow.admin, validate("query", ticketListQuerySchema), async (c) => c.json(await listTickets(deps, await requirePrincipal(c), c.req.valid("query"))))
    .get("/unread", allow.admin, async (c) => c.json(await unreadTicketCount(deps)))
    .get("/:id", allow.admin, validate("param", uuidParamSchema), async (c) => c.json(await getTicket(deps, c.req.valid("param").id)))
    .patch("/:id", allow.adminRecent, validate("param", uuidParamSchema), validate("json", ticketUpdateSchema), async (c) =>
      c.json(await updateTicket(deps, c.req.valid("param").id, c.req.valid("json"))),
    )
    .post("/:id/replies", allow.adminRecent, validate("param", uuidParamSchema), validate("json", ticketReplySchema), async (c) =>
      c.json(await replyToTicket(deps, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json")), 201),
    );
}
