import { useState } from "react";
import type { AccountUser } from "@domain/account";
import { usePageTitle } from "@web/lib/page-head";
import { ShieldCheck } from "lucide-react";
import { AccountPageShell, ProfilePanel, type AccountQuickLink } from "./AccountPageShell";
import { AccountSettings } from "./AccountSettings";
import { CoupleProfileForm } from "./CoupleProfileForm";
import { COUPLE_LINKS } from "./couple-links";
import { AccountGate } from "@web/components/AccountGate";

/** /couple-account: the couple's wedding profile and account settings. */
export default function CoupleAccountPage() {
  usePageTitle("My Account");
  return <AccountGate needs="couple">{(user) => <CoupleAccount user={user} />}</AccountGate>;
}

function CoupleAccount({ user }: { user: AccountUser }) {
  const [profileDirty, setProfileDirty] = useState(false);
  if (user.is_admin) return <AdminAccount user={user} />;
  return (
    <AccountPageShell
      user={user}
      eyebrow="Couple account"
      title="My Account"
      intro="Your wedding profile, which June and your planning tools work from, and your sign-in settings. Fill in what you know now and add the rest as plans take shape."
      links={COUPLE_LINKS}
      tabsLabel="Account sections"
      tabs={[
        {
          value: "profile",
          label: "Wedding profile",
          marked: profileDirty,
          content: (
            <ProfilePanel>
              <CoupleProfileForm variant="full" onDirtyChange={setProfileDirty} />
            </ProfilePanel>
          ),
        },
        { value: "settings", label: "Account settings", content: <AccountSettings user={user} /> },
      ]}
    />
  );
}

/** An admin's account (admins sign up as couples): sign-in settings, and the way to the admin area; no wedding profile. */
function AdminAccount({ user }: { user: AccountUser }) {
  return (
    <AccountPageShell
      user={user}
      eyebrow="Admin account"
      title="My Account"
      intro="Your sign-in settings. The admin dashboard is where accounts, claims, help tickets and mail are looked after."
      links={ADMIN_LINKS}
      tabsLabel="Account sections"
      tabs={[{ value: "settings", label: "Account settings", content: <AccountSettings user={user} /> }]}
    />
  );
}

const ADMIN_LINKS: AccountQuickLink[] = [{ to: "/admin", icon: ShieldCheck, title: "Admin dashboard", description: "Accounts, claims, tickets and mail" }];
