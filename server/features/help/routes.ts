import { Hono } from "hono";
import { helpArticleQuerySchema } from "../../../domain/help.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import type { AppDeps } from "../../deps.ts";
import { listHelpArticles } from "./service.ts";

export function helpRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/articles", allow.public, validate("query", helpArticleQuerySchema), async (c) => {
    const page = await listHelpArticles(db, c.req.valid("query"));
    c.header("Cache-Control", "public, max-age=60");
    return c.json(page);
  });
}
