import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small server-wide values every process must share (e.g. the generated auth secret). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
