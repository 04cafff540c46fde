import { eq } from "drizzle-orm";
import type { UserType } from "../../domain/account.ts";
import type { Database } from "../db/client.ts";
import { contributorProfiles, sessions, userTypes } from "../db/schema/index.ts";
import type { Auth } from "./auth.ts";
import { sessionOutlived } from "./session-rules.ts";

/** Who is calling: the signed-in account with its role flags, read fresh from the database. */
export interface Principal {
  userId: string;
  email: string;
  emailVerified: boolean;
  userType: UserType;
  isAdmin: boolean;
  isContributor: boolean;
  sessionId: string;
  /** When this session signed in (or last re-entered the password): sensitive actions need it recent. */
  signedInAt: Date;
}

export interface LoadedPrincipal {
  principal: Principal | null;
  /** Cookies better-auth set while reading the session (a slid expiry), for the response. */
  setCookies: string[];
}

export async function loadPrincipal(auth: Auth, db: Database, headers: Headers): Promise<LoadedPrincipal> {
  const { headers: responseHeaders, response: session } = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = responseHeaders?.getSetCookie() ?? [];
  if (!session) return { principal: null, setCookies };
  const userId = session.user.id;
  const [[flags], contributor] = await Promise.all([
    db.select().from(userTypes).where(eq(userTypes.id, userId)).limit(1),
    db.select({ id: contributorProfiles.id }).from(contributorProfiles).where(eq(contributorProfiles.userId, userId)).limit(1),
  ]);
  // An address grants nothing until it is proven, admin rights included.
  const isAdmin = session.user.emailVerified && (flags?.isAdmin ?? false);
  const signedInAt = new Date(session.session.createdAt);
  if (sessionOutlived(signedInAt, isAdmin)) {
    await db.delete(sessions).where(eq(sessions.id, session.session.id));
    return { principal: null, setCookies: [] };
  }
  const userType = (session.user as { userType?: string }).userType;
  return {
    principal: {
      userId,
      email: session.user.email,
      emailVerified: session.user.emailVerified,
      userType: userType === "venue_owner" || userType === "vendor" ? userType : "couple",
      isAdmin,
      isContributor: contributor.length > 0,
      sessionId: session.session.id,
      signedInAt,
    },
    setCookies,
  };
}
