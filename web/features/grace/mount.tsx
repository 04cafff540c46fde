import { createRoot } from "react-dom/client";
import { isWebviewUserAgent, RenderedForWebviewContext } from "@web/lib/media";
import { GraceLauncher } from "./GraceLauncher";

let mounted = false;

/**
 * Grace lives in a React root of her own beside the app's, mounted once the page has settled (see
 * web/main.tsx): none of her code is on any page's first load, and the home page's JS budget is full.
 * A page to read already has her button from the server (decision 056): her root takes that place,
 * open if the button was pressed before the app started.
 */
export function mountGrace(): void {
  if (mounted) return;
  mounted = true;
  let host = document.getElementById("grace-root");
  if (!host) {
    host = document.createElement("div");
    host.id = "grace-root";
    document.body.append(host);
  }
  // From here a press is the root's own (the start script holds presses only on the server's button).
  delete host.dataset.launcher;
  // Her root is not hydrated: it starts from the browser's own answer (the server's, were it hydrating).
  createRoot(host).render(
    <RenderedForWebviewContext value={isWebviewUserAgent(navigator.userAgent)}>
      <GraceLauncher initiallyOpen={host.dataset.open === "true"} />
    </RenderedForWebviewContext>,
  );
}
