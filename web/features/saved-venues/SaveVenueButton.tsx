import { Heart } from "lucide-react";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { signInPathReturningTo } from "@domain/return-path";
import { ApiRequestError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { cn } from "@web/lib/cn";
import { notify } from "@web/lib/toast";
import { useSavedVenueIds, useSaveVenue } from "./api";

const PENDING_SAVE_KEY = "serviceberry.pendingSave";

/** The venue whose heart was pressed while signed out, kept for this tab until the person is back. */
function rememberPendingSave(venueId: string): void {
  try {
    sessionStorage.setItem(PENDING_SAVE_KEY, venueId);
  } catch {
    // Storage off (private mode): they will press the heart again.
  }
}

function takePendingSave(venueId: string): boolean {
  try {
    if (sessionStorage.getItem(PENDING_SAVE_KEY) !== venueId) return false;
    sessionStorage.removeItem(PENDING_SAVE_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * The heart. Signed out, it sends the person to sign in; signed in, it saves or unsaves at once and
 * says so (the toast and the button's pressed state are both announced).
 */
export function SaveVenueButton({
  venueId,
  venueName,
  variant = "overlay",
  className,
}: {
  venueId: string;
  venueName: string;
  /** "overlay" sits on a photo; "button" is a labelled button on the venue page. */
  variant?: "overlay" | "button";
  className?: string;
}) {
  const { status, user } = useAuth();
  const saved = useSavedVenueIds();
  const navigate = useNavigate();
  const change = useSaveVenue();
  const isSaved = saved.ids.has(venueId);
  // Signed in, the heart waits for the saved list: a press before it arrives would be undone by it.
  const waiting = status === "loading" || (status === "signed-in" && !saved.ready);
  const busy = change.isPending;
  const location = useLocation();

  // The heart pressed while signed out is saved once the person is back, signed in, with their list.
  useEffect(() => {
    if (status !== "signed-in" || !saved.ready || !takePendingSave(venueId)) return;
    if (!saved.ids.has(venueId)) save(true);
    // Runs when the list arrives; `save` is stable enough for a one-off.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a one-off once signed in with the list
  }, [status, saved.ready, venueId]);

  function toggle() {
    if (status !== "signed-in") {
      void notify.info("Sign in to save venues", { description: "Your saved venues stay with your account, on every device." });
      // Back here after signing in, where the heart finishes what was pressed.
      rememberPendingSave(venueId);
      navigate(signInPathReturningTo(`${location.pathname}${location.search}`));
      return;
    }
    save(!isSaved);
  }

  function save(next: boolean) {
    change.mutate(
      { venueId, saved: next },
      {
        onSuccess: () => void notify.success(next ? `Saved ${venueName} to your favorites` : `Removed ${venueName} from your favorites`),
        onError: (error) => void notify.error(error instanceof ApiRequestError ? error.message : "We couldn't update your favorites. Please try again."),
      },
    );
  }

  // Saved venues are a couple's planning: a vendor's or venue owner's account shows no heart.
  if (status === "signed-in" && user && user.user_metadata.user_type !== "couple") return null;
  const label = isSaved ? `Remove ${venueName} from favorites` : `Save ${venueName} to favorites`;
  const labelled = variant === "button";
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy || waiting}
      aria-pressed={isSaved}
      aria-label={label}
      className={cn(
        labelled
          ? "inline-flex h-11 items-center justify-center gap-2 rounded-[var(--radius-pill)] border border-primary/25 bg-card px-5 font-medium text-primary hover:bg-primary-soft disabled:opacity-60"
          : "grid size-11 place-items-center rounded-full bg-card/95 text-primary shadow-soft backdrop-blur hover:bg-card disabled:opacity-60",
        className,
      )}
    >
      <Heart className={cn(labelled ? "size-4" : "size-5", isSaved && "fill-current")} aria-hidden="true" />
      {labelled && (isSaved ? "Saved" : "Save")}
    </button>
  );
}
