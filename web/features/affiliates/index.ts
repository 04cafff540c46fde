// The affiliates feature as the rest of the web app sees it: the admin panel and the sign-up form's referral code.
export { AffiliatesAdminPanel } from "./AffiliatesAdminPanel";
export { noteReferralCode } from "./api";
