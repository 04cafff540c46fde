import { Box, Minus, Plus, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { Viewer } from "@photo-sphere-viewer/core";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useKeepClearOfAssistants } from "@web/lib/tuck-while-scrolling";

/** "starting": the library is loading; "loading": the viewer shows its own loader while the image loads. */
type ViewerState = "starting" | "loading" | "ready" | "no-webgl" | "error";

/** WebGL is what the viewer draws with; without it we say so instead of showing a black box. */
function hasWebGl(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

const COMPASS = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"];
function facing(yaw: number): string {
  const degrees = ((yaw * 180) / Math.PI + 360) % 360;
  return COMPASS[Math.round(degrees / 45) % 8]!;
}

const subscribeToNothing = () => () => {};
/**
 * False in the server's HTML and while it hydrates, true once the app runs this component. A visitor's
 * page of tours starts its app on their first action (decision 056), so until then the server's frame
 * invites them to start the tour instead of showing a loader that nothing drives.
 */
const useAppRunning = () => useSyncExternalStore(subscribeToNothing, () => true, () => false);

/**
 * A 360-degree view of an equirectangular panorama (Photo Sphere Viewer on three.js, loaded only
 * here). Drag or swipe to look around, wheel or pinch to zoom, and with the view focused the arrow
 * keys turn and + / - zoom. The library and its stylesheet load once the app runs and the panorama's
 * address is known (`url` is undefined while the venue's details load); the frame keeps its size
 * throughout, so nothing below it moves.
 */
export function PanoramaViewer({ url, title }: { url: string | undefined; title: string }) {
  const container = useRef<HTMLDivElement>(null);
  const viewerAndControls = useRef<HTMLDivElement>(null);
  // On a phone the frame and its zoom row often end low on the first screen, where Grace's and June's
  // buttons float: they step aside while they would cover any of it.
  useKeepClearOfAssistants(viewerAndControls);
  const viewer = useRef<Viewer | null>(null);
  const appRunning = useAppRunning();
  const [state, setState] = useState<ViewerState>("starting");
  const [yaw, setYaw] = useState(0);
  const [zoom, setZoom] = useState(40);

  useEffect(() => {
    if (!url) return;
    if (!hasWebGl()) {
      setState("no-webgl");
      return;
    }
    let canceled = false;
    setState("starting");
    void (async () => {
      try {
        const [{ Viewer }] = await Promise.all([import("@photo-sphere-viewer/core"), import("@photo-sphere-viewer/core/index.css")]);
        if (canceled || !container.current) return;
        const instance = new Viewer({
          container: container.current,
          panorama: url,
          caption: title,
          navbar: ["zoom", "move", "caption", "fullscreen"],
          keyboard: "always",
          defaultZoomLvl: 40,
          mousewheelCtrlKey: false,
          touchmoveTwoFingers: false,
          loadingTxt: "Loading the 3D tour...",
          lang: { zoomIn: "Zoom in", zoomOut: "Zoom out", moveUp: "Look up", moveDown: "Look down", moveLeft: "Look left", moveRight: "Look right", fullscreen: "Full screen" },
        });
        viewer.current = instance;
        setState((current) => (current === "starting" ? "loading" : current));
        instance.addEventListener(
          "ready",
          () => {
            if (canceled) return;
            // The library draws its toolbar's buttons as plain divs: say what they are, so screen readers announce them.
            for (const button of container.current?.querySelectorAll<HTMLElement>(".psv-navbar .psv-button") ?? []) {
              button.setAttribute("role", "button");
              const name = button.getAttribute("title");
              if (name && !button.getAttribute("aria-label")) button.setAttribute("aria-label", name);
            }
            setState("ready");
          },
          { once: true },
        );
        instance.addEventListener("panorama-error", () => !canceled && setState("error"));
        instance.addEventListener("position-updated", ({ position }) => !canceled && setYaw(position.yaw));
        instance.addEventListener("zoom-updated", ({ zoomLevel }) => !canceled && setZoom(zoomLevel));
      } catch {
        if (!canceled) setState("error");
      }
    })();
    return () => {
      canceled = true;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [url, title]);

  if (state === "no-webgl") {
    return (
      <div role="alert" className="grid gap-3 rounded-[var(--radius-lg)] border border-border bg-card p-6">
        <p className="font-semibold">This browser can't show 3D tours</p>
        <p className="text-muted-foreground">
          The 360-degree view needs WebGL, which is turned off or unavailable here. Try another browser, or turn on hardware
          acceleration in your browser's settings. Meanwhile, here is the whole panorama laid flat:
        </p>
        <img src={url} alt={`${title}: the full 360-degree panorama, laid flat`} className="w-full rounded-[var(--radius)] bg-muted" />
      </div>
    );
  }

  return (
    <div ref={viewerAndControls} className="grid gap-3">
      <div className="relative overflow-hidden rounded-[var(--radius-lg)] bg-foreground">
        <div
          ref={container}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the viewer is driven by the arrow keys, so it takes focus like any other control
          tabIndex={0}
          role="application"
          aria-roledescription="360-degree view"
          aria-label={`${title}. Drag to look around, scroll or pinch to zoom; with this focused, the arrow keys turn the view and plus and minus zoom.`}
          data-yaw={yaw.toFixed(3)}
          data-state={state}
          className="aspect-[4/3] max-h-[70dvh] w-full sm:aspect-[16/9]"
        />
        {!appRunning && (
          // Pressed before the app runs, the start script holds the press and starts the app (decision 056);
          // once it runs, this gives way to the viewer.
          <div className="absolute inset-0 grid place-items-center bg-foreground/80">
            <Button type="button" variant="secondary" size="lg">
              <Box aria-hidden="true" />
              Start the 3D tour
            </Button>
          </div>
        )}
        {appRunning && state === "starting" && (
          <div className="absolute inset-0 grid place-items-center bg-foreground/80">
            <Spinner label="Loading the 3D tour..." className="text-background [&_span:last-child]:text-background" />
          </div>
        )}
        {state === "error" && (
          <div role="alert" className="absolute inset-0 grid place-items-center bg-card p-6 text-center">
            <div>
              <p className="font-semibold">We couldn't load this tour</p>
              <p className="mt-1 text-muted-foreground">Check your connection and try again, or pick another venue.</p>
            </div>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {state === "ready" ? `Facing ${facing(yaw)} · zoom ${Math.round(zoom)}%` : "\u00a0"}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="icon" aria-label="Zoom out" disabled={state !== "ready"} onClick={() => viewer.current?.zoomOut()}>
            <Minus aria-hidden="true" />
          </Button>
          <Button variant="secondary" size="icon" aria-label="Zoom in" disabled={state !== "ready"} onClick={() => viewer.current?.zoomIn()}>
            <Plus aria-hidden="true" />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label="Reset the view"
            disabled={state !== "ready"}
            onClick={() => viewer.current?.animate({ yaw: 0, pitch: 0, zoom: 40, speed: "4rpm" })}
          >
            <RotateCcw aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}
