import type { Logger } from "../logger.ts";
import { keyOfMediaUrl, type FileStorage } from "./storage.ts";

/** Removes stored files after the rows that pointed at them are gone; a failure only leaves an orphan file. */
export async function removeFiles(storage: FileStorage, logger: Logger, urls: string[]) {
  for (const url of urls) {
    const key = keyOfMediaUrl(url);
    if (!key) continue;
    await storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, "could not remove a stored file"));
  }
}
