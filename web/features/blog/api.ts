import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { BLOG_CATEGORIES, type AdminBlogPost, type AdminBlogPostSaved, type BlogList, type BlogPostInput, type BlogPostPage, type BlogPostPreview, type UploadedPostImage } from "@domain/blog";
import { apiFetch, unwrap } from "@web/lib/api";
import { withReauthentication } from "@web/lib/reauth";

/** The blog's list filters as the address carries them; unknown values are left out, so a typo never fails the page. */
export interface BlogListParams {
  q?: string;
  category?: string;
  tag?: string;
  page?: number;
}

export function blogListParams(search: URLSearchParams): BlogListParams {
  const params: BlogListParams = {};
  const q = search.get("q")?.trim().slice(0, 100);
  if (q) params.q = q;
  const category = search.get("category");
  if (category && BLOG_CATEGORIES.some((known) => known.slug === category)) params.category = category;
  const tag = search.get("tag")?.trim().toLowerCase();
  if (tag && /^[a-z0-9][a-z0-9 -]{1,39}$/.test(tag)) params.tag = tag;
  const page = Number(search.get("page"));
  if (Number.isInteger(page) && page > 1 && page <= 500) params.page = page;
  return params;
}

export function blogListSearch(params: BlogListParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.category) search.set("category", params.category);
  if (params.tag) search.set("tag", params.tag);
  if (params.page && params.page > 1) search.set("page", String(params.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const blogKeys = {
  all: ["blog"] as const,
  list: (params: BlogListParams) => [...blogKeys.all, "list", blogListSearch(params)] as const,
  post: (slug: string) => [...blogKeys.all, "post", slug] as const,
  admin: ["blog-admin"] as const,
  preview: (body: string) => ["blog-admin", "preview", body] as const,
};

/** Articles change rarely; a server-rendered page hydrates with them without asking again. */
const BLOG_STALE_MS = 60_000;

const get = <T,>(path: string, signal?: AbortSignal) => unwrap<T>(apiFetch(path, { signal, credentials: "same-origin" }));
const send = <T,>(method: string, path: string, body?: unknown) =>
  unwrap<T>(
    apiFetch(path, body === undefined ? { method, credentials: "same-origin" } : { method, credentials: "same-origin", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  );

export const blogQueries = {
  list: (params: BlogListParams) =>
    queryOptions({ queryKey: blogKeys.list(params), queryFn: ({ signal }) => get<BlogList>(`/api/blog/posts${blogListSearch(params)}`, signal), staleTime: BLOG_STALE_MS }),
  post: (slug: string) =>
    queryOptions({
      queryKey: blogKeys.post(slug),
      queryFn: ({ signal }) => get<BlogPostPage>(`/api/blog/posts/${encodeURIComponent(slug)}`, signal),
      staleTime: BLOG_STALE_MS,
      retryOnMount: false,
    }),
  /** The editor's Markdown rendered by the server's own renderer and sanitizer: the preview is what readers will get. */
  preview: (body: string) =>
    queryOptions({
      queryKey: blogKeys.preview(body),
      queryFn: () => send<BlogPostPreview>("POST", "/api/blog/admin/preview", { body }),
      staleTime: Infinity,
    }),
  adminList: () => queryOptions({ queryKey: blogKeys.admin, queryFn: ({ signal }) => get<{ posts: AdminBlogPost[] }>("/api/blog/admin/posts", signal) }),
};

/** Creates (no id) or updates a post; the public lists and the article follow. */
export function useSaveBlogPost() {
  const client = useQueryClient();
  return useMutation({
    // Admin changes need a recent sign-in: the password is asked for once and the save runs again.
    mutationFn: ({ id, input }: { id?: string; input: BlogPostInput }) =>
      withReauthentication(() => (id ? send<AdminBlogPostSaved>("PUT", `/api/blog/admin/posts/${id}`, input) : send<AdminBlogPostSaved>("POST", "/api/blog/admin/posts", input))),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: blogKeys.admin });
      void client.invalidateQueries({ queryKey: blogKeys.all });
    },
  });
}

export function useDeleteBlogPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => withReauthentication(() => send<{ deleted: true }>("DELETE", `/api/blog/admin/posts/${id}`)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: blogKeys.admin });
      void client.invalidateQueries({ queryKey: blogKeys.all });
    },
  });
}

/** Uploads an image for an article (multipart, checked and resized like every other photo); answers with the Markdown that shows it. */
export function useUploadPostImage() {
  return useMutation({
    mutationFn: ({ file, alt }: { file: File; alt: string }) =>
      withReauthentication(() => {
        const form = new FormData();
        form.append("file", file);
        form.append("alt", alt);
        return unwrap<UploadedPostImage>(apiFetch("/api/blog/admin/images", { method: "POST", credentials: "same-origin", body: form }));
      }),
  });
}
