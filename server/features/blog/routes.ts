import { Hono } from "hono";
import { blogListQuerySchema, blogPostIdParamSchema, blogPostInputSchema, blogPostPreviewSchema, blogSlugParamSchema } from "../../../domain/blog.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { createPost, deletePost, listAdminPosts, loadAdminPost, updatePost } from "./operations/admin-posts.ts";
import { uploadPostImage } from "./operations/images.ts";
import { previewPostBody } from "./operations/preview.ts";
import { listPublishedPosts, loadPublishedPost } from "./operations/public-posts.ts";

/** The blog: published articles for everyone; writing, scheduling and removing posts for admins. */
export function blogRoutes({ db, storage }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/posts", allow.public, validate("query", blogListQuerySchema), async (c) => c.json(await listPublishedPosts(db, c.req.valid("query"))))
    .get("/posts/:slug", allow.public, validate("param", blogSlugParamSchema), async (c) => c.json(await loadPublishedPost(db, c.req.valid("param").slug)))
    .get("/admin/posts", allow.admin, async (c) => c.json(await listAdminPosts(db)))
    .get("/admin/posts/:id", allow.admin, validate("param", blogPostIdParamSchema), async (c) => c.json(await loadAdminPost(db, c.req.valid("param").id)))
    .post("/admin/posts", allow.adminRecent, validate("json", blogPostInputSchema), async (c) => c.json(await createPost(db, c.req.valid("json")), 201))
    .put("/admin/posts/:id", allow.adminRecent, validate("param", blogPostIdParamSchema), validate("json", blogPostInputSchema), async (c) =>
      c.json(await updatePost(db, c.req.valid("param").id, c.req.valid("json"))),
    )
    .post("/admin/preview", allow.admin, validate("json", blogPostPreviewSchema), (c) => c.json(previewPostBody(c.req.valid("json").body)))
    .post("/admin/images", allow.adminRecent, async (c) => c.json(await uploadPostImage({ db, storage }, (await requirePrincipal(c)).userId, c.req), 201))
    .delete("/admin/posts/:id", allow.adminRecent, validate("param", blogPostIdParamSchema), async (c) => c.json(await deletePost(db, c.req.valid("param").id)));
}
