import { eq } from "drizzle-orm";
import type { AccountUser } from "../../../../domain/account.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { businessProfiles, contactMessages, contributorProfiles, coupleProfiles, sessions, users, userTypes } from "../../../db/schema/index.ts";

export async function accountUser(db: Database, principal: Principal): Promise<AccountUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, principal.userId)).limit(1);
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    created_at: user.createdAt.toISOString(),
    aud: "authenticated",
    email_verified: user.emailVerified,
    app_metadata: { provider: "email" },
    user_metadata: { user_type: principal.userType, is_admin: principal.isAdmin, name: user.name },
    is_admin: principal.isAdmin,
    is_venue_owner: principal.userType === "venue_owner",
    is_vendor: principal.userType === "vendor",
    // Admins sign up as couples by default; they run the product, they are not planning a wedding.
    is_couple: principal.userType === "couple" && !principal.isAdmin,
    is_contributor: principal.isContributor,
  };
}

/** Everything we keep about one person, for "Download my data". Secrets (password hashes, session tokens) are left out. */
export async function exportAccountData(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [roles] = await db.select().from(userTypes).where(eq(userTypes.id, userId));
  const [couple] = await db.select().from(coupleProfiles).where(eq(coupleProfiles.id, userId));
  const [business] = await db.select().from(businessProfiles).where(eq(businessProfiles.id, userId));
  const contributing = await db.select().from(contributorProfiles).where(eq(contributorProfiles.userId, userId));
  const activeSessions = await db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  // Messages sent from /contact are the person's only once they have proven the address they were sent from.
  const messages = user?.emailVerified ? await db.select().from(contactMessages).where(eq(contactMessages.email, user.email.toLowerCase())) : [];
  return {
    exportedAt: new Date().toISOString(),
    account: user && { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified, userType: user.userType, createdAt: user.createdAt },
    roles: roles ?? null,
    coupleProfile: couple ?? null,
    businessProfile: business ?? null,
    contributorOf: contributing,
    sessions: activeSessions,
    contactMessages: messages,
  };
}
