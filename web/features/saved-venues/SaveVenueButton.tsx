import { Heart } from "lucide-react";
import { useNavigate } from "react-router";
import { ApiRequestError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { cn } from "@web/lib/cn";
import { notify } from "@web/lib/toast";
import { useSavedVenueIds, useSaveVenue } from "./api";

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
  const { status } = useAuth();
  const saved = useSavedVenueIds();
  const navigate = useNavigate();
  const change = useSaveVenue();
  const isSaved = saved.ids.has(venueId);
  // Signed in, the heart waits for the saved list: a press before it arrives would be undone by it.
  const waiting = status === "loading" || (status === "signed-in" && !saved.ready);
  const busy = change.isPending;

  function toggle() {
    if (status !== "signed-in") {
      void notify.info("Sign in to save venues", { description: "Your saved venues stay with your account, on every device." });
      navigate("/auth?mode=signin");
      return;
    }
    change.mutate(
      { venueId, saved: !isSaved },
      {
        onSuccess: () => void notify.success(isSaved ? `Removed ${venueName} from your favorites` : `Saved ${venueName} to your favorites`),
        onError: (error) => void notify.error(error instanceof ApiRequestError ? error.message : "We couldn't update your favorites. Please try again."),
      },
    );
  }

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
