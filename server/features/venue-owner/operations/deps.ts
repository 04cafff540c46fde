import type { AppDeps } from "../../../deps.ts";

/** What listing operations use: the database and the file storage for photos. */
export type VenueOwnerDeps = Pick<AppDeps, "db" | "storage" | "logger">;
