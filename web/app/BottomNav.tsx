import { Building2, CircleHelp, Home, LayoutDashboard, Store, UserRound } from "lucide-react";
import { NavLink } from "react-router";
import { accountHomeFor, accountLinkLabel } from "@domain/account-kinds";
import { UnreadBadge, unreadWords, useUnreadChats } from "@web/features/collaboration";
import { useAuth } from "@web/lib/auth";
import { cn } from "@web/lib/cn";

const ITEMS = [
  { label: "Home", to: "/", icon: Home, end: true },
  { label: "Venues", to: "/venues", icon: Building2, end: false },
  { label: "Vendors", to: "/vendors", icon: Store, end: false },
  { label: "Help", to: "/help", icon: CircleHelp, end: false },
];

/** Replaces the menu inside a phone webview narrower than 768 px (spec section 2); hidden from 768 px by CSS. */
export function BottomNav() {
  const { user } = useAuth();
  const unread = useUnreadChats();
  // A couple's planning is one tap away: their dashboard takes Help's place (the help center stays in the footer, and Grace answers on every page).
  const items = user?.is_couple ? [...ITEMS.slice(0, 3), { label: "Plan", to: "/couple-dashboard", icon: LayoutDashboard, end: false }] : ITEMS;
  const account = user
    ? { label: accountLinkLabel(user) === "My Account" ? "Account" : "Dashboard", to: accountHomeFor(user), icon: UserRound, end: false }
    : { label: "Sign In", to: "/auth", icon: UserRound, end: false };
  // The planning chat's unread count rides on Plan: the couple dashboard lists each chat (helpers' accounts are couple accounts too).
  const badgeOn = user?.is_couple ? "/couple-dashboard" : null;
  return (
    <nav
      aria-label="Bottom"
      className="fixed inset-x-0 bottom-0 z-30 border-t md:hidden border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md"
    >
      <ul className="grid grid-cols-5">
        {[...items, account].map(({ label, to, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  "flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium text-muted-foreground",
                  isActive && "text-primary",
                )
              }
            >
              <span className="relative">
                <Icon className="size-5" aria-hidden="true" />
                {to === badgeOn && unread && <UnreadBadge count={unread.unread} mentions={unread.mentions} className="absolute -right-3 -top-2" />}
              </span>
              {label}
              {to === badgeOn && unread && unread.unread > 0 && <span className="sr-only">, planning chat: {unreadWords(unread)}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
