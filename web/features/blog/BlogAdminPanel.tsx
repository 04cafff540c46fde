import { useQuery } from "@tanstack/react-query";
import { FilePlus2, Newspaper, Pencil, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { BLOG_CATEGORIES, blogCategoryName, blogPostInputSchema, blogPostPath, type AdminBlogPost, type BlogCategorySlug, type BlogPostInput } from "@domain/blog";
import { ConfirmRemoval } from "@web/components/ConfirmFooter";
import { EmptyState } from "@web/components/EmptyState";
import { FormAlert } from "@web/components/FormAlert";
import { LoadError } from "@web/components/LoadError";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { ApiRequestError } from "@web/lib/api";
import { formatDateTime } from "@web/lib/labels";
import { usePageTitle } from "@web/lib/page-head";
import { notify } from "@web/lib/toast";
import { blogQueries, useDeleteBlogPost, useSaveBlogPost } from "./api";
import { PostBodyEditor } from "./PostBodyEditor";

const STATE_LABELS = { draft: "Draft", scheduled: "Scheduled", live: "Published" } as const;

/** The editor's fields as typed: tags as one comma-separated line, the time as the browser's local input. */
interface Draft {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  category: BlogCategorySlug;
  tags: string;
  authorName: string;
  status: "draft" | "published";
  publishAt: string;
}

const slugFrom = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");

/** "2026-12-01T09:30" in the browser's time zone, for a datetime-local input. */
function localInputValue(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const draftOf = (post: AdminBlogPost | null): Draft =>
  post
    ? {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        body: post.body,
        category: post.category,
        tags: post.tags.join(", "),
        authorName: post.authorName,
        status: post.status,
        // A live post keeps its date unless the admin sets another; only a scheduled time is shown to edit.
        publishAt: post.state === "scheduled" ? localInputValue(post.publishedAt) : "",
      }
    : { title: "", slug: "", excerpt: "", body: "", category: "planning", tags: "", authorName: "", status: "draft", publishAt: "" };

function inputOf(draft: Draft): BlogPostInput {
  return {
    title: draft.title,
    slug: draft.slug,
    excerpt: draft.excerpt,
    body: draft.body,
    category: draft.category,
    tags: draft.tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    authorName: draft.authorName,
    status: draft.status,
    ...(draft.publishAt ? { publishAt: new Date(draft.publishAt).toISOString() } : {}),
  };
}

/** /admin/blog: the blog's posts, written in Markdown, saved as drafts, published now or scheduled. */
export function BlogAdminPanel() {
  usePageTitle("Blog · Admin");
  const posts = useQuery(blogQueries.adminList());
  const [editing, setEditing] = useState<AdminBlogPost | "new" | null>(null);
  const [removing, setRemoving] = useState<AdminBlogPost | null>(null);
  const remove = useDeleteBlogPost();

  if (editing) return <PostEditor post={editing === "new" ? null : editing} onDone={() => setEditing(null)} />;
  return (
    <section aria-labelledby="blog-admin-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="blog-admin-heading" className="text-heading font-semibold">
            Blog posts
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Write in Markdown. Drafts stay private; a published post with a later time appears then.</p>
        </div>
        <Button onClick={() => setEditing("new")}>
          <FilePlus2 className="size-4" aria-hidden="true" />
          New post
        </Button>
      </div>
      {posts.isPending ? (
        <Spinner label="Loading posts..." />
      ) : posts.isError ? (
        <LoadError message={posts.error.message} onRetry={() => void posts.refetch()} />
      ) : posts.data.posts.length === 0 ? (
        <EmptyState icon={<Newspaper className="size-6" aria-hidden="true" />} title="No posts yet">
          Write the first one with New post.
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {posts.data.posts.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-lg)] border border-border bg-card p-4">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{post.title}</span>
                  <Badge variant={post.state === "live" ? "primary" : "outline"}>{STATE_LABELS[post.state]}</Badge>
                </p>
                <p className="mt-1 text-sm text-muted-foreground">
                  {blogCategoryName(post.category)} · {post.authorName}
                  {post.publishedAt && post.state !== "draft" ? ` · ${post.state === "scheduled" ? "appears" : "published"} ${formatDateTime(post.publishedAt)}` : ""}
                </p>
              </div>
              <div className="flex gap-2">
                {post.state === "live" && (
                  <Button asChild variant="ghost" size="sm">
                    <Link to={blogPostPath(post.slug)}>View</Link>
                  </Button>
                )}
                <Button variant="secondary" size="sm" onClick={() => setEditing(post)} aria-label={`Edit ${post.title}`}>
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setRemoving(post)} aria-label={`Delete ${post.title}`}>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmRemoval
        item={removing}
        onClose={() => setRemoving(null)}
        title="Delete this post?"
        description={<>“{removing?.title}” will be gone from the blog, its feed and the sitemap. This cannot be undone.</>}
        confirmLabel="Delete post"
        pendingLabel="Deleting..."
        remove={remove}
        done={() => "Post deleted"}
      />
    </section>
  );
}

function PostEditor({ post, onDone }: { post: AdminBlogPost | null; onDone(): void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(post));
  const [slugEdited, setSlugEdited] = useState(post !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveBlogPost();
  const statusName = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(draft);
    const checked = blogPostInputSchema.safeParse(input);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      setFormError("Check the highlighted fields.");
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(
      { id: post?.id, input },
      {
        onSuccess: (saved) => {
          void notify.success(saved.notice ?? (saved.post.state === "live" ? "Post published" : saved.post.state === "scheduled" ? "Post scheduled" : "Draft saved"));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields) {
            setErrors(Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages[0] ?? error.message])));
          }
          setFormError(error.message);
        },
      },
    );
  }

  return (
    <section aria-labelledby="post-editor-heading" className="grid max-w-3xl gap-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="post-editor-heading" className="text-heading font-semibold">
          {post ? "Edit post" : "New post"}
        </h2>
        <Button variant="ghost" onClick={onDone}>
          Back to posts
        </Button>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-5">
        {formError && <FormAlert title="The post was not saved">{formError}</FormAlert>}
        <FormField label="Title" error={errors.title}>
          {(ids) => (
            <Input
              {...ids}
              value={draft.title}
              onChange={(event) => {
                set("title", event.target.value);
                if (!slugEdited) set("slug", slugFrom(event.target.value));
              }}
            />
          )}
        </FormField>
        <FormField label="Address" hint={`The article's page: /blog/${draft.slug || "your-address"}`} error={errors.slug}>
          {(ids) => (
            <Input
              {...ids}
              value={draft.slug}
              onChange={(event) => {
                setSlugEdited(true);
                set("slug", event.target.value);
              }}
            />
          )}
        </FormField>
        <FormField label="Summary" hint="Shown in lists, search results and link previews." error={errors.excerpt}>
          {(ids) => <Textarea {...ids} rows={2} value={draft.excerpt} onChange={(event) => set("excerpt", event.target.value)} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Category" error={errors.category}>
            {(ids) => (
              <NativeSelect {...ids} value={draft.category} onChange={(event) => set("category", event.target.value as BlogCategorySlug)}>
                {BLOG_CATEGORIES.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Author" error={errors.authorName}>
            {(ids) => <Input {...ids} value={draft.authorName} onChange={(event) => set("authorName", event.target.value)} />}
          </FormField>
        </div>
        <FormField label="Tags" hint="Separated by commas, like nashville, budget." error={errors.tags}>
          {(ids) => <Input {...ids} value={draft.tags} onChange={(event) => set("tags", event.target.value)} />}
        </FormField>
        <PostBodyEditor value={draft.body} onChange={(body) => set("body", body)} error={errors.body} />
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Status</legend>
          <div className="flex flex-wrap gap-4">
            {(["draft", "published"] as const).map((status) => (
              <label key={status} className="flex min-h-11 items-center gap-2">
                <input type="radio" name={statusName} value={status} checked={draft.status === status} onChange={() => set("status", status)} className="size-4 accent-[var(--primary)]" />
                {status === "draft" ? "Draft" : "Published"}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField label="Publish at (optional)" hint="Leave empty to publish now. A later time schedules the post." error={errors.publishAt}>
          {(ids) => <Input {...ids} type="datetime-local" value={draft.publishAt} onChange={(event) => set("publishAt", event.target.value)} className="max-w-xs" />}
        </FormField>
        <div className="flex gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : draft.status === "draft" ? "Save draft" : "Save and publish"}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
