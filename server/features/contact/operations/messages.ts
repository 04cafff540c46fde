import type { ContactMessageInput } from "../../../../domain/contact.ts";
import { contactMessages } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../../deps.ts";

/** Keeps a message from the contact form for the admins' inbox. */
export async function receiveContactMessage({ db }: Pick<AppDeps, "db">, input: ContactMessageInput) {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  return { id: row!.id };
}
