import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { AccountUser, UserType } from "@domain/account-kinds";
import { authClient } from "./auth-client";
import { createStrictContext } from "./strict-context";

export type AuthStatus = "loading" | "signed-in" | "signed-out";
export type AuthEvent = "SIGNED_IN" | "SIGNED_OUT" | "TOKEN_REFRESHED" | "PASSWORD_RECOVERY" | "USER_UPDATED";
type AuthListener = (event: AuthEvent, user: AccountUser | null) => void;

interface AuthContextValue {
  status: AuthStatus;
  user: AccountUser | null;
  /** From user_types after the session loads; false until then and on any failure (spec section 4). */
  isAdmin: boolean;
  signIn(email: string, password: string): Promise<AccountUser>;
  signUp(email: string, password: string, userType: UserType, name: string): Promise<void>;
  signOut(): Promise<void>;
  /** Re-reads the session (after a profile or email change). */
  refresh(event?: AuthEvent): Promise<AccountUser | null>;
  /** Subscribe to session state changes; returns the unsubscribe function. */
  onAuthStateChange(listener: AuthListener): () => void;
  /** Announce that a password-recovery link was opened. */
  notifyPasswordRecovery(): void;
}

const [AuthContext, useAuth] = createStrictContext<AuthContextValue>("Auth");
export { useAuth };

// Other tabs learn about sign-in and sign-out through this channel.
const CHANNEL_NAME = "serviceberry-auth";

/**
 * `visitor`: the page was rendered for a request without a session cookie (decision 056). Nobody can be
 * signed in then, so the status starts as "signed-out" (the server drew that header) instead of
 * "loading"; the session is still read, as on every page.
 */
export function AuthProvider({ children, visitor = false }: { children: ReactNode; visitor?: boolean }) {
  const [status, setStatus] = useState<AuthStatus>(visitor ? "signed-out" : "loading");
  const [user, setUser] = useState<AccountUser | null>(null);
  const [isAdmin, setIsAdmin] = useState(false);
  const listeners = useRef(new Set<AuthListener>());
  const channel = useRef<BroadcastChannel | null>(null);

  const emit = useCallback((event: AuthEvent, next: AccountUser | null) => {
    listeners.current.forEach((listener) => listener(event, next));
  }, []);

  const loadAdminFlag = useCallback(async (next: AccountUser | null): Promise<boolean> => {
    if (!next) return false;
    try {
      return (await authClient.userTypes()).is_admin;
    } catch (error) {
      console.error("Admin check failed", error);
      return false;
    }
  }, []);

  /**
   * Reads the session. `inBackground` (the read when the page opens) applies it as a transition: on
   * the prerendered home it may land while the page is still hydrating, and a plain update would make
   * React hydrate the rest of the page in one long synchronous task.
   */
  const load = useCallback(
    async (event: AuthEvent | undefined, inBackground: boolean) => {
      let next: AccountUser | null = null;
      try {
        next = (await authClient.me()).user;
      } catch (error) {
        console.error("Session fetch failed", error);
      }
      const apply = (update: () => void) => (inBackground ? startTransition(update) : update());
      apply(() => {
        setUser(next);
        setStatus(next ? "signed-in" : "signed-out");
        if (!next) setIsAdmin(false);
      });
      if (next) {
        const admin = await loadAdminFlag(next);
        apply(() => setIsAdmin(admin));
      }
      if (event) emit(event, next);
      return next;
    },
    [emit, loadAdminFlag],
  );
  const refresh = useCallback((event?: AuthEvent) => load(event, false), [load]);

  useEffect(() => {
    void load(undefined, true);
    // Coming back to the tab re-reads the session, which also extends it on the server.
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh("TOKEN_REFRESHED");
    };
    document.addEventListener("visibilitychange", onVisible);
    if (typeof BroadcastChannel !== "undefined") {
      channel.current = new BroadcastChannel(CHANNEL_NAME);
      channel.current.onmessage = (message: MessageEvent<AuthEvent>) => void refresh(message.data);
    }
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      channel.current?.close();
    };
  }, [load, refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      isAdmin,
      async signIn(email, password) {
        await authClient.signIn(email, password);
        const next = await refresh("SIGNED_IN");
        channel.current?.postMessage("SIGNED_IN");
        if (!next) throw new Error("Signed in, but the session could not be read. Please try again.");
        return next;
      },
      async signUp(email, password, userType, name) {
        await authClient.signUp(email, password, userType, name);
      },
      async signOut() {
        await authClient.signOut();
        setUser(null);
        setIsAdmin(false);
        setStatus("signed-out");
        emit("SIGNED_OUT", null);
        channel.current?.postMessage("SIGNED_OUT");
      },
      refresh,
      onAuthStateChange(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      notifyPasswordRecovery: () => emit("PASSWORD_RECOVERY", null),
    }),
    [status, user, isAdmin, refresh, emit],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
