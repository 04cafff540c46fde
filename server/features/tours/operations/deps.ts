import type { AppDeps } from "../../../deps.ts";

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
