import { eq } from "drizzle-orm";
import type { UserType } from "../../domain/account.ts";
import type { Database } from "../db/client.ts";
import { contributorProfiles, userTypes } from "../db/schema/index.ts";
import type { Auth } from "./auth.ts";

/** Who is calling: the signed-in account with its role flags, read fresh from the database. */
export interface Principal {
  userId: string;
  email: string;
  emailVerified: boolean;
  userType: UserType;
  isAdmin: boolean;
  isContributor: boolean;
  sessionId: string;
}

export async function loadPrincipal(auth: Auth, db: Database, headers: Headers): Promise<Principal | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const userId = session.user.id;
  const [[flags], contributor] = await Promise.all([
    db.select().from(userTypes).where(eq(userTypes.id, userId)).limit(1),
    db.select({ id: contributorProfiles.id }).from(contributorProfiles).where(eq(contributorProfiles.userId, userId)).limit(1),
  ]);
  const userType = (session.user as { userType?: string }).userType;
  return {
    userId,
    email: session.user.email,
    emailVerified: session.user.emailVerified,
    userType: userType === "venue_owner" || userType === "vendor" ? userType : "couple",
    isAdmin: flags?.isAdmin ?? false,
    isContributor: contributor.length > 0,
    sessionId: session.session.id,
  };
}
