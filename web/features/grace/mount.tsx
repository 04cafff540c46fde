import { createRoot } from "react-dom/client";
import { GraceLauncher } from "./GraceLauncher";

/**
 * Grace lives in a React root of her own beside the app's, mounted once the page has settled (see
 * web/main.tsx): none of her code is on any page's first load, and the home page's JS budget is full.
 */
export function mountGrace(): void {
  if (document.getElementById("grace-root")) return;
  const host = document.createElement("div");
  host.id = "grace-root";
  document.body.append(host);
  createRoot(host).render(<GraceLauncher />);
}
