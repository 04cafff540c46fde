// The affiliates feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { affiliateAdminRoutes, affiliateRoutes, referralLinks } from "./routes.ts";
export { attributeSignup } from "./operations/referrals.ts";
export { creditPaidInvoice, reverseRefundedInvoice, type PaidInvoice, type RefundedInvoice } from "./operations/commissions.ts";
