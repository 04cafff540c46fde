import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import {
  budgetLinesSchema,
  chatDigestSchema,
  chatHistoryQuerySchema,
  chatMessageSchema,
  chatReadSchema,
  digestUnsubscribeSchema,
  contributorIdParamSchema,
  contributorUpdateSchema,
  invitationIdParamSchema,
  invitationSchema,
  invitationTokenParamSchema,
} from "../../../domain/collaboration.ts";
import { coupleIdSchema, planningQuerySchema } from "../../../domain/contributors.ts";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { limitPerPersonAndAddress } from "../../http/person-limit.ts";
import { rowOfPlanning } from "../../http/planning-rows.ts";
import { allow, planningAccess, requirePrincipal } from "../../http/policy.ts";
import { addressLimitOptions, limitByAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { ChatHub, type ChatMessageView } from "./chat-hub.ts";
import { postAttachment, readAttachment, readAttachmentUpload } from "./operations/attachments.ts";
import { listMessages, markRead, messagesAfter, postMessage, setDigest, unreadSummary } from "./operations/chat.ts";
import { unsubscribeDigest } from "./operations/digest.ts";
import { leaveCouple, listAccess, listHelping, removeContributor, setBudgetLines, updateContributor } from "./operations/contributors.ts";
import { acceptInvitation, createInvitation, readInvitation, resendInvitation, revokeInvitation } from "./operations/invitations.ts";
import { loadOwnContributor, loadOwnInvitation } from "./rows.ts";

const INVITATION_MAIL_LIMITS = {
  person: { name: "contributor-invitation:person", max: 30, windowSeconds: 24 * 3600 },
  address: { name: "contributor-invitation:address", max: 60, windowSeconds: 24 * 3600 },
};
const INVITATION_LINK_LIMIT = { name: "contributor-invitation-link:address", max: 60, windowSeconds: 600 };
/** How many sent message ids a stream remembers to never send one twice (far more than can arrive out of order). */
const SENT_IDS_KEPT = 2000;
/** A comment line now and then keeps proxies from closing an idle stream. */
const KEEPALIVE_MS = 25_000;

/**
 * /api/collaboration: the couple's helpers (invitations, what each may do), joining by an invitation
 * link, the couples a helper works with, and the planning chat. Managing helpers is the couple's and
 * their partner's (`own-and-partner`: either partner manages access, decision 059; the partner names the
 * couple with `?coupleId=`); the chat is the `chat` area, so a helper reads it with view and writes with edit.
 */
export function collaborationRoutes({ db, config, mailer, logger, storage }: AppDeps) {
  const deps = { db, config, mailer, logger };
  const chatDeps = { ...deps, storage };
  const hub = new ChatHub(deps);
  const own = allow.planning(deps, "own-and-partner", "edit");
  const coupleQuery = validate("query", planningQuerySchema);
  const chatView = allow.planning(deps, "chat", "view");
  const chatEdit = allow.planning(deps, "chat", "edit");
  const ownInvitation = rowOfPlanning(db, invitationIdParamSchema.shape.invitationId, loadOwnInvitation, "invitationId");
  const ownContributor = rowOfPlanning(db, contributorIdParamSchema.shape.contributorId, loadOwnContributor, "contributorId");
  const coupleParam = z.object({ coupleId: coupleIdSchema });

  return new Hono<AppEnv>()
    .get("/access", own, coupleQuery, async (c) => c.json(await listAccess(deps, planningAccess(c), (await requirePrincipal(c)).userId)))
    .post(
      "/invitations",
      allow.all(own, allow.verified),
      coupleQuery,
      validate("json", invitationSchema),
      limitPerPersonAndAddress(db, config, INVITATION_MAIL_LIMITS, "invitations"),
      async (c) => c.json(await createInvitation(deps, await requirePrincipal(c), planningAccess(c), c.req.valid("json")), 201),
    )
    .post(
      "/invitations/:invitationId/resend",
      allow.all(own, allow.verified),
      ownInvitation,
      validate("param", invitationIdParamSchema),
      coupleQuery,
      limitPerPersonAndAddress(db, config, INVITATION_MAIL_LIMITS, "invitations"),
      async (c) => c.json(await resendInvitation(deps, planningAccess(c), c.req.valid("param").invitationId)),
    )
    .delete("/invitations/:invitationId", own, ownInvitation, validate("param", invitationIdParamSchema), coupleQuery, async (c) =>
      c.json(await revokeInvitation(deps, planningAccess(c), c.req.valid("param").invitationId)),
    )
    .put("/contributors/:contributorId", own, ownContributor, validate("param", contributorIdParamSchema), coupleQuery, validate("json", contributorUpdateSchema), async (c) =>
      c.json(await updateContributor(deps, hub, planningAccess(c), (await requirePrincipal(c)).userId, c.req.valid("param").contributorId, c.req.valid("json"))),
    )
    .put("/contributors/:contributorId/budget-lines", own, ownContributor, validate("param", contributorIdParamSchema), coupleQuery, validate("json", budgetLinesSchema), async (c) =>
      c.json(await setBudgetLines(deps, planningAccess(c), (await requirePrincipal(c)).userId, c.req.valid("param").contributorId, c.req.valid("json"))),
    )
    .delete("/contributors/:contributorId", own, ownContributor, validate("param", contributorIdParamSchema), coupleQuery, async (c) =>
      c.json(await removeContributor(deps, hub, planningAccess(c), c.req.valid("param").contributorId)),
    )
    // The link in the mail: anyone holding it may see what it is (and it is marked opened).
    .get("/join/:token", allow.public, limitByAddress(db, INVITATION_LINK_LIMIT, addressLimitOptions(config)), validate("param", invitationTokenParamSchema), async (c) =>
      c.json(await readInvitation(deps, c.req.valid("param").token)),
    )
    .post("/join/:token", allow.signedIn, limitByAddress(db, INVITATION_LINK_LIMIT, addressLimitOptions(config)), validate("param", invitationTokenParamSchema), async (c) =>
      c.json(await acceptInvitation(deps, await requirePrincipal(c), c.req.valid("param").token)),
    )
    .get("/helping", allow.signedIn, async (c) => c.json(await listHelping(deps, await requirePrincipal(c))))
    .delete("/helping/:coupleId", allow.signedIn, validate("param", coupleParam), async (c) =>
      c.json(await leaveCouple(deps, hub, await requirePrincipal(c), c.req.valid("param").coupleId)),
    )
    .get("/chat/:coupleId/messages", chatView, validate("query", chatHistoryQuerySchema), async (c) =>
      c.json(await listMessages(deps, planningAccess(c), c.req.valid("query").before, (await requirePrincipal(c)).userId)),
    )
    .post("/chat/:coupleId/messages", chatEdit, validate("json", chatMessageSchema), async (c) =>
      c.json(await postMessage(chatDeps, hub, await requirePrincipal(c), planningAccess(c), c.req.valid("json")), 201),
    )
    // A picture or PDF (multipart: file, optional body and mentions), checked by content and size.
    .post("/chat/:coupleId/attachments", chatEdit, async (c) => {
      const upload = await readAttachmentUpload(c.req);
      return c.json(await postAttachment(chatDeps, hub, await requirePrincipal(c), planningAccess(c), upload), 201);
    })
    // The file itself, to the chat's members only (never at a public /media address).
    .get("/chat/:coupleId/attachments/:messageId", chatView, validate("param", z.object({ coupleId: coupleIdSchema, messageId: z.coerce.number({ message: "That attachment id is not valid." }).int().positive("That attachment id is not valid.") })), async (c) => {
      const file = await readAttachment(chatDeps, planningAccess(c), c.req.valid("param").messageId);
      const disposition = file.contentType === "application/pdf" ? "attachment" : "inline";
      return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": file.contentType,
        "Content-Disposition": `${disposition}; filename="${file.name.replace(/"/g, "")}"`,
        "Cache-Control": "private, max-age=3600",
        "X-Content-Type-Options": "nosniff",
      });
    })
    .post("/chat/:coupleId/read", chatView, validate("json", chatReadSchema), async (c) =>
      c.json(await markRead(deps, await requirePrincipal(c), planningAccess(c), c.req.valid("json").lastReadId)),
    )
    .put("/chat/:coupleId/digest", chatView, validate("json", chatDigestSchema), async (c) =>
      c.json(await setDigest(deps, await requirePrincipal(c), planningAccess(c), c.req.valid("json").on)),
    )
    // The header's badge: unread messages and mentions across the chats this person is in.
    .get("/unread", allow.signedIn, async (c) => c.json(await unreadSummary(deps, await requirePrincipal(c))))
    // The digest mail's unsubscribe link (signed), used from the page it opens: no sign-in needed.
    .post("/digest/unsubscribe", allow.public, limitByAddress(db, INVITATION_LINK_LIMIT, addressLimitOptions(config)), validate("json", digestUnsubscribeSchema), async (c) =>
      c.json(await unsubscribeDigest(deps, c.req.valid("json"))),
    )
    // Server-Sent Events: what was missed since Last-Event-ID (or ?after=), then each new message once.
    .get("/chat/:coupleId/stream", chatView, validate("query", z.object({ after: z.coerce.number().int().min(0).optional() })), async (c) => {
      const access = planningAccess(c);
      const principal = await requirePrincipal(c);
      const header = Number(c.req.header("Last-Event-ID"));
      let lastId = Number.isSafeInteger(header) && header > 0 ? header : (c.req.valid("query").after ?? null);
      await hub.ready();
      return streamSSE(c, async (stream) => {
        const pending: { message: ChatMessageView; data: string }[] = [];
        let replaying = true;
        let closed = false;
        // Messages are published as their transactions commit, which is not always in id order (two
        // people sending at once): so each message is sent unless this stream already sent it, rather than
        // only ids above the last one (which dropped a message that committed after a later one). A late
        // one at or below the resume point may reach a browser that has it: the page keeps messages by id.
        const sent = new Set<number>();
        const write = async (message: ChatMessageView, data = JSON.stringify(message)) => {
          if (sent.has(message.id)) return;
          sent.add(message.id);
          if (sent.size > SENT_IDS_KEPT) sent.delete(sent.values().next().value!);
          lastId = Math.max(lastId ?? 0, message.id);
          await stream.writeSSE({ id: String(message.id), event: "message", data });
        };
        const done = new Promise<void>((resolve) => {
          const unsubscribe = hub.subscribe(access.coupleId, {
            userId: principal.userId,
            send: (message, data) => {
              if (replaying) pending.push({ message, data });
              else void write(message, data);
            },
            close: () => {
              if (closed) return;
              closed = true;
              void stream.writeSSE({ event: "closed", data: "" }).finally(() => stream.abort());
            },
          });
          stream.onAbort(() => {
            closed = true;
            unsubscribe();
            resolve();
          });
        });
        // Subscribed first, then the missed messages read: a message in between is in one or both, sent once.
        if (lastId === null) {
          const latest = await listMessages(deps, access);
          lastId = latest.messages.at(-1)?.id ?? 0;
          await stream.writeSSE({ event: "ready", data: JSON.stringify({ lastId }) });
        } else {
          for (const message of await messagesAfter(db, access.coupleId, lastId)) await write(message);
          await stream.writeSSE({ event: "ready", data: JSON.stringify({ lastId }) });
        }
        for (const { message, data } of pending.splice(0)) await write(message, data);
        replaying = false;
        const keepalive = setInterval(() => void stream.write(": keepalive\n\n").catch(() => undefined), KEEPALIVE_MS);
        keepalive.unref();
        await done;
        clearInterval(keepalive);
      });
    });
}
