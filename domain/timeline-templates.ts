/**
 * Planning checklists a couple starts their master timeline from (/planning/templates). Each task is
 * due `offsetDays` from the wedding date (negative = before), so the same template fits any date.
 */
export interface TemplateTask {
  title: string;
  offsetDays: number;
  notes?: string;
}

export interface TimelineTemplate {
  id: string;
  name: string;
  summary: string;
  /** How far ahead the couple starts, for the card ("12 months"). */
  lead: string;
  bestFor: string;
  tasks: readonly TemplateTask[];
}

const M = 30;
const W = 7;

export const TIMELINE_TEMPLATES: readonly TimelineTemplate[] = [
  {
    id: "classic-12-month",
    name: "Classic 12-month plan",
    summary: "The full checklist for a traditional wedding with a year (or more) to plan: nothing rushed, every vendor booked in its season.",
    lead: "12+ months",
    bestFor: "Couples with a year or more, 100+ guests, a venue ceremony and reception",
    tasks: [
      { title: "Agree on a total budget and who is contributing", offsetDays: -13 * M, notes: "Set it in the budget tracker so every quote has a number to meet." },
      { title: "Draft the guest list and a target guest count", offsetDays: -13 * M },
      { title: "Choose a season, a city and two or three candidate dates", offsetDays: -12 * M - 15 },
      { title: "Tour venues and book the ceremony and reception venue", offsetDays: -12 * M, notes: "Ask about rain plans, load-in times, and what the rental includes." },
      { title: "Book a planner or day-of coordinator", offsetDays: -11 * M },
      { title: "Book the photographer", offsetDays: -10 * M, notes: "Popular Columbus and Nashville photographers book 10 to 14 months out for Saturdays in May, June, September and October." },
      { title: "Book the caterer (if the venue doesn't cater)", offsetDays: -10 * M },
      { title: "Book the band or DJ", offsetDays: -9 * M },
      { title: "Book the officiant", offsetDays: -9 * M },
      { title: "Send save-the-dates", offsetDays: -8 * M, notes: "Six to eight months ahead; earlier if many guests travel." },
      { title: "Shop for wedding attire", offsetDays: -8 * M, notes: "Made-to-order gowns take four to six months, plus alterations." },
      { title: "Book the florist", offsetDays: -8 * M },
      { title: "Reserve hotel room blocks for out-of-town guests", offsetDays: -7 * M },
      { title: "Book the videographer", offsetDays: -7 * M },
      { title: "Choose the wedding party and tell them what you're asking of them", offsetDays: -7 * M },
      { title: "Book hair and makeup and schedule a trial", offsetDays: -6 * M },
      { title: "Order the cake or desserts", offsetDays: -5 * M },
      { title: "Book transportation (shuttles, getaway car)", offsetDays: -5 * M },
      { title: "Order invitations", offsetDays: -4 * M },
      { title: "Plan the rehearsal dinner", offsetDays: -4 * M },
      { title: "Buy wedding bands", offsetDays: -3 * M },
      { title: "Mail invitations", offsetDays: -10 * W, notes: "Eight to ten weeks ahead, with the RSVP date four weeks before the wedding." },
      { title: "Schedule the first dress or suit fitting", offsetDays: -2 * M },
      { title: "Write the day-of schedule with your planner and venue", offsetDays: -2 * M },
      { title: "Get the marriage license", offsetDays: -5 * W, notes: "Ohio licenses are valid for 60 days; Tennessee licenses for 30 days. Both partners apply in person at the county probate or clerk's office." },
      { title: "RSVP deadline: chase the missing replies", offsetDays: -4 * W },
      { title: "Give the final guest count to the caterer and venue", offsetDays: -3 * W },
      { title: "Finish the seating chart", offsetDays: -2 * W },
      { title: "Confirm arrival times with every vendor and share the day-of schedule", offsetDays: -10 },
      { title: "Final fitting and pick up attire", offsetDays: -W },
      { title: "Pack an emergency kit and put final payments and tips in labeled envelopes", offsetDays: -3 },
      { title: "Rehearsal and rehearsal dinner", offsetDays: -1 },
      { title: "Send thank-you notes", offsetDays: 2 * M, notes: "Aim for within three months of the wedding." },
    ],
  },
  {
    id: "six-month-fast",
    name: "6-month fast track",
    summary: "Everything that matters in half the time: book the big three first, decide quickly, and let the small things be small.",
    lead: "6 months",
    bestFor: "Couples with six to eight months who want a full wedding anyway",
    tasks: [
      { title: "Set the budget and a firm guest count", offsetDays: -6 * M },
      { title: "Book the venue (ask about Fridays, Sundays and open dates)", offsetDays: -6 * M + 5, notes: "Off-peak days are often open on short notice, and cost less." },
      { title: "Book the photographer", offsetDays: -6 * M + 10 },
      { title: "Book catering, or confirm the venue's in-house menu", offsetDays: -5 * M - 15 },
      { title: "Send digital save-the-dates", offsetDays: -5 * M - 10 },
      { title: "Book the officiant and the DJ or band", offsetDays: -5 * M },
      { title: "Buy attire off the rack or rent", offsetDays: -5 * M, notes: "Made-to-order won't arrive in time; sample sales and rentals will." },
      { title: "Book the florist and hair and makeup", offsetDays: -4 * M - 15 },
      { title: "Reserve a hotel room block", offsetDays: -4 * M },
      { title: "Order the cake or desserts", offsetDays: -3 * M - 15 },
      { title: "Mail invitations", offsetDays: -8 * W },
      { title: "Write the day-of schedule", offsetDays: -6 * W },
      { title: "Get the marriage license", offsetDays: -4 * W, notes: "Tennessee licenses last 30 days, Ohio's 60: check your county's hours." },
      { title: "Give the final guest count to the caterer", offsetDays: -3 * W },
      { title: "Confirm every vendor and share the schedule", offsetDays: -10 },
      { title: "Pack final payments, tips and the emergency kit", offsetDays: -3 },
      { title: "Send thank-you notes", offsetDays: 2 * M },
    ],
  },
  {
    id: "destination",
    name: "Destination wedding",
    summary: "For a wedding away from home (a Smoky Mountains cabin, a Lake Erie island, or farther): travel, guests' bookings and local rules come first.",
    lead: "12 months",
    bestFor: "Couples marrying more than a few hours from most of their guests",
    tasks: [
      { title: "Choose the destination and check its marriage license rules", offsetDays: -13 * M, notes: "Some places require residency days or documents translated ahead of time." },
      { title: "Set the budget, including your own travel and site visits", offsetDays: -12 * M - 15 },
      { title: "Visit and book the venue (or a resort package)", offsetDays: -12 * M },
      { title: "Hire a local planner who knows the vendors there", offsetDays: -11 * M },
      { title: "Send save-the-dates with travel dates", offsetDays: -10 * M, notes: "Guests need nine months or more to budget and book time off." },
      { title: "Reserve a hotel room block and a group rate", offsetDays: -10 * M },
      { title: "Build a wedding website with travel, lodging and weather notes", offsetDays: -9 * M },
      { title: "Book the photographer (local, or cover travel for yours)", offsetDays: -9 * M },
      { title: "Book the officiant and music", offsetDays: -8 * M },
      { title: "Plan a welcome event and a day-after brunch", offsetDays: -6 * M },
      { title: "Buy travel-friendly attire and plan how to carry it", offsetDays: -6 * M },
      { title: "Mail invitations", offsetDays: -4 * M, notes: "Earlier than at home: guests need time for flights." },
      { title: "Book your own flights and arrival days", offsetDays: -4 * M },
      { title: "Arrange guest transportation from the airport and to the venue", offsetDays: -3 * M },
      { title: "Prepare welcome bags", offsetDays: -6 * W },
      { title: "Confirm documents for the marriage license", offsetDays: -5 * W },
      { title: "Send the final guest count and the day-of schedule", offsetDays: -3 * W },
      { title: "Arrive, meet the planner, and walk the venue", offsetDays: -3 },
      { title: "Host a celebration at home for those who couldn't travel", offsetDays: 2 * M },
    ],
  },
  {
    id: "micro-wedding",
    name: "Micro-wedding",
    summary: "Twenty guests or fewer: an intimate ceremony and a great dinner, with a short checklist that leaves room for the details you care about.",
    lead: "4 months",
    bestFor: "Couples inviting up to 20 people, at a restaurant, a park, a home or a chapel",
    tasks: [
      { title: "Decide who is invited (and who you'll tell afterward)", offsetDays: -4 * M },
      { title: "Book the place: a private dining room, a garden, a chapel", offsetDays: -4 * M + 7 },
      { title: "Book the officiant", offsetDays: -3 * M - 15 },
      { title: "Book a photographer for two to four hours", offsetDays: -3 * M },
      { title: "Choose attire", offsetDays: -3 * M },
      { title: "Send invitations (personal notes or calls work well)", offsetDays: -2 * M },
      { title: "Order flowers: bouquets, boutonnieres and table flowers", offsetDays: -6 * W },
      { title: "Choose the dinner menu and the cake", offsetDays: -5 * W },
      { title: "Get the marriage license", offsetDays: -3 * W },
      { title: "Write your vows", offsetDays: -2 * W },
      { title: "Confirm times with the restaurant, officiant and photographer", offsetDays: -W },
      { title: "Send an announcement to the wider family and friends", offsetDays: 2 * W },
    ],
  },
  {
    id: "courthouse-and-party",
    name: "Courthouse now, party later",
    summary: "Marry at the courthouse with a few people, then throw a relaxed reception for everyone a few months later.",
    lead: "3 months",
    bestFor: "Couples who want to be married soon and celebrate on their own schedule",
    tasks: [
      { title: "Check the county's civil ceremony days and book a time", offsetDays: -2 * M, notes: "Franklin, Cuyahoga and Hamilton county probate courts and Davidson County offer civil ceremonies by appointment." },
      { title: "Get the marriage license", offsetDays: -3 * W },
      { title: "Ask two witnesses and book lunch afterward", offsetDays: -3 * W },
      { title: "Book a photographer for an hour", offsetDays: -2 * W },
      { title: "Pick up the certified marriage certificate", offsetDays: 2 * W },
      { title: "Choose a date and place for the party", offsetDays: 3 * W },
      { title: "Send party invitations", offsetDays: 5 * W },
      { title: "Book food, drinks and music for the party", offsetDays: 6 * W },
    ],
  },
];

export function timelineTemplate(id: string): TimelineTemplate | undefined {
  return TIMELINE_TEMPLATES.find((t) => t.id === id);
}
