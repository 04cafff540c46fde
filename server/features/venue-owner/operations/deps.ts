import type { AppDeps } from "../../../deps.ts";
import type { Logger } from "../../../logger.ts";
import { keyOfMediaUrl, type FileStorage } from "../../../storage/storage.ts";

/** What listing operations use: the database and the file storage for photos. */
export type VenueOwnerDeps = Pick<AppDeps, "db" | "storage" | "logger">;

/** Removes stored files after the rows that pointed at them are gone; a failure only leaves an orphan file. */
export async function removeFiles(storage: FileStorage, logger: Logger, urls: string[]) {
  for (const url of urls) {
    const key = keyOfMediaUrl(url);
    if (!key) continue;
    await storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, "could not remove a stored file"));
  }
}
