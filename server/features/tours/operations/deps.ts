import { VERIFY_EMAIL_MESSAGE } from "../../../../domain/tours.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { AppDeps } from "../../../deps.ts";
import { ApiError } from "../../../http/errors.ts";

/** What tour operations use: the database, mail, and the public URL for links in mail and calendar files. */
export type TourDeps = Pick<AppDeps, "db" | "config" | "mailer" | "logger">;

/** Links in mail, read when used: routers are listed with empty deps by the authorization test. */
export function linksOf(deps: TourDeps): { readonly publicUrl: string } {
  return {
    get publicUrl() {
      return deps.config.publicUrl;
    },
  };
}

/** Booking and requesting mail the venue for the couple, which needs a verified address (as allow.verified). */
export function requireVerified(principal: Principal): void {
  if (!principal.emailVerified) throw new ApiError(403, "forbidden", VERIFY_EMAIL_MESSAGE);
}
