import { formatCalendarDate } from "../../../domain/dates.ts";
import { message } from "../../mail/templates.ts";

export const billingMail = {
  paymentFailed: (to: string, planName: string, graceUntil: Date, manageUrl: string) =>
    message(
      to,
      "Your Serviceberry payment didn't go through",
      [
        `We couldn't take the payment for your ${planName} plan. Stripe will try your card again over the next few days.`,
        `Your plan keeps working until ${formatCalendarDate(graceUntil.toISOString().slice(0, 10), "MMMM d, yyyy")}. To keep it after that, update your card from your dashboard (Manage billing).`,
        "If you meant to stop paying, you don't need to do anything: your account moves to the Free plan and keeps everything the Free plan includes.",
      ],
      { label: "Update my card", url: manageUrl },
    ),
  planGranted: (to: string, planName: string, until: Date | null, dashboardUrl: string) =>
    message(
      to,
      `You're on Serviceberry ${planName}`,
      [`Our team has put your account on the ${planName} plan${until ? ` until ${formatCalendarDate(until.toISOString().slice(0, 10), "MMMM d, yyyy")}` : ""}. There is nothing to pay for it.`],
      { label: "Open my dashboard", url: dashboardUrl },
    ),
};
