import type { City } from "@domain/cities";

export const ONBOARDING_ROLES = ["couple", "venue", "vendor", "helper"] as const;
export type OnboardingRole = (typeof ONBOARDING_ROLES)[number];

export function isOnboardingRole(value: string | null): value is OnboardingRole {
  return value !== null && (ONBOARDING_ROLES as readonly string[]).includes(value);
}

export interface RoleChoice {
  title: string;
  description: string;
  /** The step-2 question, in this person's words. */
  cityQuestion: string;
}

export const ROLE_CHOICES: Record<OnboardingRole, RoleChoice> = {
  couple: {
    title: "We're getting married",
    description: "Find a venue and vendors, and keep the budget, guest list and timeline in one place.",
    cityQuestion: "Where are you planning your wedding?",
  },
  venue: {
    title: "I own or manage a venue",
    description: "List your space, publish tour times and hear from couples looking for a venue.",
    cityQuestion: "Where is your venue?",
  },
  vendor: {
    title: "I'm a wedding vendor",
    description: "Photographers, caterers, florists, DJs and more: get found by couples near you.",
    cityQuestion: "Where do you do most of your work?",
  },
  helper: {
    title: "I'm helping a couple",
    description: "Family or friends joining a couple's planning, with the access they choose.",
    cityQuestion: "Where is the wedding?",
  },
};

export interface PlanStep {
  title: string;
  detail: string;
  minutes: number;
}

export interface PlanLink {
  label: string;
  to: string;
}

export interface Plan {
  heading: string;
  intro: string;
  steps: PlanStep[];
  primary: PlanLink;
  /** Shown under the steps for helpers, who have no sign-up of their own. */
  note?: string;
  links: PlanLink[];
}

/** What to do next, tailored to who the person is and where they plan. Every link is a product route. */
export function planFor(role: OnboardingRole, city: City): Plan {
  switch (role) {
    case "couple":
      return {
        heading: `Your plan for a ${city.name} wedding`,
        intro: "Four short steps and your planning is up and running. Starting is free, with no credit card.",
        steps: [
          { title: "Create your free account", detail: "Always ad-free, and you can cancel anytime.", minutes: 2 },
          {
            title: "Add your date and guest count",
            detail: "June, your planning assistant, uses them to count down the days and keep advice specific.",
            minutes: 2,
          },
          { title: "Set your budget", detail: "Share your total out across venue, catering, photography and more.", minutes: 5 },
          { title: `Save a few ${city.name} venues`, detail: "Browse venues nearby and book tours of your favorites.", minutes: 6 },
        ],
        primary: { label: "Create your free account", to: "/signup/couple" },
        links: [
          { label: `Browse venues in ${city.name}`, to: "/venues" },
          { label: `Vendors in ${city.name}`, to: `/${city.id}/vendors` },
          { label: "Read the getting-started guide", to: "/planning/getting-started" },
          { label: "Meet June", to: "/ai-planner" },
        ],
      };
    case "venue":
      return {
        heading: `Get your ${city.name} venue in front of couples`,
        intro: "Three steps to a listing couples can book tours from. Listing is free to start.",
        steps: [
          { title: "Create your venue account", detail: "One account can manage your listing, tours and inquiries.", minutes: 2 },
          {
            title: "Add your venue",
            detail: "Capacity, pricing, amenities and photos. Already on Serviceberry? Claim your listing instead.",
            minutes: 8,
          },
          { title: "Publish tour times", detail: "Couples pick an open slot and every booking reaches you by email.", minutes: 5 },
        ],
        primary: { label: "Create your venue account", to: "/signup/venue" },
        links: [
          { label: "How listing a venue works", to: "/list-your-venue" },
          { label: "Claim an existing listing", to: "/venue/claim" },
          { label: "Help for venue owners", to: "/help?audience=venues" },
          { label: "Talk to our venue team", to: "/contact?topic=venues" },
        ],
      };
    case "vendor":
      return {
        heading: `Get found by couples in ${city.name}`,
        intro: "Three steps to a profile that couples can find and contact. Creating a profile is free to start.",
        steps: [
          { title: "Create your vendor account", detail: "Choose the category couples would look under first.", minutes: 2 },
          { title: "Build your profile", detail: "Clear pricing and real photos of your work rank you better in vendor matching.", minutes: 8 },
          { title: `See how couples browse ${city.name}`, detail: "Look through your category as a couple would.", minutes: 5 },
        ],
        primary: { label: "Create your vendor account", to: "/signup/vendor" },
        links: [
          { label: "Vendor benefits", to: "/vendor-benefits" },
          { label: "Vendor pricing", to: "/vendor-pricing" },
          { label: "Claim your business", to: "/vendor/claim" },
          { label: `Vendors in ${city.name}`, to: `/${city.id}/vendors` },
          { label: "AI tools for vendors", to: "/ai-vendor-tools" },
        ],
      };
    case "helper":
      return {
        heading: "Join the couple's planning",
        intro: `Helpers don't sign up on their own: you join the ${city.name} wedding through the invitation link the couple sends you.`,
        steps: [
          {
            title: "Ask the couple to invite you",
            detail: "They send the invitation from their account and choose what you can see and change.",
            minutes: 2,
          },
          { title: "Open your invitation link", detail: "Sign in or create your sign-in, and you land straight in their planning.", minutes: 3 },
          { title: "Pitch in", detail: "Work on what they shared, such as the budget or guest list, and talk plans over in the planning chat.", minutes: 10 },
        ],
        note: "Lost the invitation, or the link doesn't work? Ask the couple to send you a fresh one.",
        primary: { label: "How helpers join", to: "/join" },
        links: [
          { label: "Help for contributors", to: "/help?audience=contributors" },
          { label: "Planning your own wedding? Start as a couple", to: "/signup/couple" },
        ],
      };
  }
}
