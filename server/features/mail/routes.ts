import path from "node:path";
import { Hono } from "hono";
import { testMailSchema } from "../../../domain/admin.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow } from "../../http/policy.ts";
import { addressLimitOptions, limitByAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { readOutbox } from "../../mail/mailer.ts";
import { mailTemplates } from "../../mail/templates.ts";

const TEST_MAIL_LIMIT = { name: "test-mail:address", max: 10, windowSeconds: 60 * 60 };

/** /email-test's API: the outbox (DATA_DIR/mail) and a test message. Admins only in production. */
export function mailRoutes({ config, db, mailer }: AppDeps) {
  const production = config?.NODE_ENV === "production";
  const policy = allow.adminInProduction(production);
  const outboxDir = path.join(config?.dataDir ?? "", "mail");
  return new Hono<AppEnv>()
    .get("/outbox", policy, async (c) => {
      return c.json({ kind: mailer.kind, messages: mailer.kind === "outbox" ? await readOutbox(outboxDir) : [] });
    })
    .post("/test", policy, validate("json", testMailSchema), limitByAddress(db, TEST_MAIL_LIMIT, addressLimitOptions(config)), async (c) => {
      const { to } = c.req.valid("json");
      const { id } = await mailer.send(mailTemplates.testMail(to));
      return c.json({ id, kind: mailer.kind }, 201);
    });
}
