import { INVITATION_DAYS, RELATIONSHIP_LABELS, type Relationship } from "../../../domain/collaboration.ts";
import { PLANNING_AREA_NAMES, PLANNING_AREAS, type ContributorPermissions } from "../../../domain/contributors.ts";
import { message } from "../../mail/templates.ts";

/** What the invitation lets them do, in words ("edit the guest list; view the budget"). */
export function describePermissions(permissions: ContributorPermissions): string {
  const parts = PLANNING_AREAS.filter((area) => permissions[area] !== "none").map((area) => `${permissions[area]} ${PLANNING_AREA_NAMES[area]}`);
  return parts.length > 0 ? parts.join("; ") : "join them on Serviceberry (they'll choose what to share later)";
}

export function invitationMail(input: { to: string; couple: string; relationship: Relationship; permissions: ContributorPermissions; url: string; hasAccount: boolean }) {
  return message(
    input.to,
    `${input.couple} invited you to help plan their wedding`,
    [
      `${input.couple} would like your help planning their wedding on Serviceberry, as their ${RELATIONSHIP_LABELS[input.relationship].toLowerCase()}.`,
      `You'll be able to: ${describePermissions(input.permissions)}.`,
      input.hasAccount
        ? "Sign in with this email address to accept."
        : "Create your free account with this email address to accept: the link proves it's yours, so there's nothing else to confirm.",
      `The link works once and expires in ${INVITATION_DAYS} days. If you weren't expecting this, you can ignore it.`,
    ],
    { label: "Accept the invitation", url: input.url },
  );
}
