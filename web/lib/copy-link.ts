import { notify } from "./toast";

/** Copies a link and says so; where the browser refuses (no permission, not a secure page), asks to copy it by hand. */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    void notify.success("Link copied");
  } catch {
    void notify.error("We couldn't copy it: select the link and copy it yourself.");
  }
}
