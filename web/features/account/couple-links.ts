import { CalendarHeart, Compass, HeartHandshake, LayoutDashboard, ListChecks, MessagesSquare, Users } from "lucide-react";
import type { AccountQuickLink } from "./AccountPageShell";

/** /couple-account's shortcuts: the couple's planning screens first, then browsing and the rest. */
export const COUPLE_LINKS: AccountQuickLink[] = [
  { to: "/couple-dashboard", icon: LayoutDashboard, title: "Your dashboard", description: "Countdown, tasks, budget and RSVPs" },
  { to: "/planning/getting-started", icon: CalendarHeart, title: "Start planning", description: "Timeline, budget and guest list" },
  { to: "/planning/guest-list-manager", icon: Users, title: "Guest list", description: "Households, invitations and RSVPs" },
  { to: "/planning/master-timeline", icon: ListChecks, title: "Master timeline", description: "Your checklist and the day's schedule" },
  { to: "/venues", icon: Compass, title: "Explore venues", description: "Ohio and Tennessee venues" },
  { to: "/my-inquiries", icon: MessagesSquare, title: "My inquiries", description: "Your conversations with vendors" },
  { to: "/beyond-wedding", icon: HeartHandshake, title: "Beyond the Wedding", description: "Build the marriage, too" },
];
