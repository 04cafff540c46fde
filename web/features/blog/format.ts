import { format } from "date-fns";

/** "March 4, 2026": the day a post was published, in American style. */
export const publishedOn = (iso: string) => format(new Date(iso), "MMMM d, yyyy");

/** The article body's typography: headings, lists, links and quotes inside sanitized HTML from the server. */
export const PROSE =
  "max-w-none text-[1.0625rem] leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_img]:my-6 [&_img]:rounded-[var(--radius-lg)] [&_li]:mt-1.5 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:whitespace-pre-wrap [&_pre]:rounded-[var(--radius-md)] [&_pre]:bg-muted [&_pre]:p-4 [&_table]:mt-4 [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:p-2 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6";
