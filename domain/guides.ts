/**
 * Planning guides (/planning/guides), written for Serviceberry couples in Ohio and Tennessee. Each
 * section is a heading with paragraphs and, optionally, a list; `tool` links a guide to the tool that
 * puts it into practice.
 */
export interface GuideSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface Guide {
  id: string;
  title: string;
  summary: string;
  minutes: number;
  tool?: { to: string; label: string };
  sections: readonly GuideSection[];
}

export const GUIDES: readonly Guide[] = [
  {
    id: "first-month",
    title: "Your first month engaged: what to decide, in order",
    summary: "Three decisions unlock everything else: the budget, the guest count, and the season. Make them before you tour a single venue.",
    minutes: 5,
    tool: { to: "/planning/getting-started", label: "Follow the getting-started path" },
    sections: [
      {
        heading: "Enjoy it first",
        paragraphs: [
          "There is no deadline for your first week. Tell the people you want to tell in person, then give yourselves a quiet weekend before anyone asks about the date.",
        ],
      },
      {
        heading: "Decide the budget before the guest list",
        paragraphs: [
          "The budget decides the size of the wedding more than anything else: in Ohio and Tennessee catering, bar and rentals run per guest, so every name on the list has a price.",
          "Talk about who is contributing and how much, and whether that money comes with expectations. Write down one total you both agree on, then set it in the budget tracker so every quote has a number to meet.",
        ],
      },
      {
        heading: "Draft a guest count, not a guest list",
        paragraphs: ["A range is enough for now: 60 to 80 guests, say. Venues quote by capacity, and the count tells you which ones to tour."],
        list: ["Immediate family on both sides", "Friends you'd call with big news", "Plus-ones and children: decide the rule once, for everyone", "Colleagues and parents' friends: the first places to trim"],
      },
      {
        heading: "Choose a season, then two or three dates",
        paragraphs: [
          "May, June, September and October Saturdays book first in Columbus, Cincinnati, Cleveland and Nashville. A Friday, a Sunday or a November date can cost 20 to 40 percent less at the same venue.",
          "Keep two or three candidate dates when you start touring; the venue you love will have one of them.",
        ],
      },
    ],
  },
  {
    id: "booking-vendors",
    title: "Booking vendors: who first, and what to ask",
    summary: "Venue, photographer and caterer book first; the rest follow. Questions to ask each, and the contract terms to read twice.",
    minutes: 7,
    tool: { to: "/planning/templates", label: "See the planning templates" },
    sections: [
      {
        heading: "The order that works",
        paragraphs: ["Book in order of scarcity: the vendors who can only do one wedding a day, and that couples book earliest, go first."],
        list: [
          "12 months out: venue, planner or coordinator",
          "10 to 12 months: photographer, caterer (if the venue doesn't cater)",
          "8 to 10 months: band or DJ, officiant, videographer, florist",
          "4 to 6 months: cake, hair and makeup, rentals, transportation",
        ],
      },
      {
        heading: "Questions for every vendor",
        paragraphs: ["Ask the same questions of each, in writing, so you can compare answers side by side."],
        list: [
          "Is our date open, and how long will you hold it without a deposit?",
          "What exactly is included, and what costs extra (travel, overtime, setup, service fees)?",
          "Who will actually be there on the day, and what happens if they're sick?",
          "When are payments due, and what is refundable if we postpone or cancel?",
        ],
      },
      {
        heading: "Read the contract for these",
        paragraphs: [
          "The date, the times and the address; a payment schedule with amounts and dates; the cancellation and postponement terms; and the substitutions clause. Put each deposit and due date in your budget tracker so nothing sneaks up on you.",
        ],
      },
    ],
  },
  {
    id: "day-of-timeline",
    title: "Writing a day-of timeline that actually runs on time",
    summary: "Work backward from the ceremony, pad every transition, and give each person one schedule. A sample timeline for a 5:00 PM ceremony.",
    minutes: 6,
    tool: { to: "/planning/master-timeline", label: "Build your day-of schedule" },
    sections: [
      {
        heading: "Start from the ceremony and work backward",
        paragraphs: [
          "Fix the ceremony time first, then place hair and makeup, getting dressed, photos and travel before it. Hair and makeup takes about 45 minutes a person for hair and 45 for makeup: for a party of six, that's most of a morning.",
        ],
      },
      {
        heading: "A sample day for a 5:00 PM ceremony",
        paragraphs: ["Adjust the times to your own ceremony and sunset; in Nashville an October sunset comes around 6:20 PM, in Cleveland around 6:45 PM."],
        list: [
          "9:00 AM: hair and makeup begin",
          "1:30 PM: photographer arrives for details and getting ready",
          "2:30 PM: get dressed",
          "3:00 PM: first look and couple portraits",
          "3:45 PM: wedding party and family photos",
          "4:30 PM: guests arrive; the couple out of sight",
          "5:00 PM: ceremony",
          "5:30 PM: cocktail hour (remaining family photos)",
          "6:30 PM: grand entrance, dinner, toasts",
          "8:00 PM: first dance, cake, dancing",
          "10:30 PM: send-off",
        ],
      },
      {
        heading: "Pad the transitions, not the events",
        paragraphs: [
          "Things run late between events: getting twelve people from a hotel to a chapel, finding Grandpa for a photo. Leave 15 minutes at every move from one place to another.",
          "Give each person one schedule: share a read-only link with your photographer, planner and wedding party, so everyone has the same times on their phone.",
        ],
      },
      {
        heading: "Watch for people in two places",
        paragraphs: [
          "The most common timeline mistake is a person scheduled twice: the maid of honor in hair and makeup during wedding party photos, the DJ setting up the reception during the ceremony they're playing. List who is in each event and Serviceberry flags the overlaps.",
        ],
      },
    ],
  },
  {
    id: "marriage-license",
    title: "Getting your marriage license in Ohio and Tennessee",
    summary: "Where to apply, what to bring, and how long the license lasts: Ohio's is good for 60 days, Tennessee's for 30.",
    minutes: 4,
    sections: [
      {
        heading: "Ohio",
        paragraphs: [
          "Apply together at the probate court of the county where either of you lives, or, if neither lives in Ohio, the county where you'll marry. Many courts let you start the application online and finish it in person.",
          "Bring a photo ID, your Social Security numbers, and, if either of you was married before, the date the last marriage ended (some courts ask for the decree). The license is valid for 60 days anywhere in Ohio.",
        ],
      },
      {
        heading: "Tennessee",
        paragraphs: [
          "Apply together at any county clerk's office in Tennessee. Bring a photo ID and proof of your Social Security numbers. The license is valid for 30 days, so apply within a month of the wedding, not earlier.",
          "Couples who complete a premarital preparation course can have part of the fee waived: ask the clerk's office for the certificate form.",
        ],
      },
      {
        heading: "After the ceremony",
        paragraphs: [
          "Your officiant signs and returns the license to the court or clerk. Order certified copies: you'll need them to change a name on a Social Security card, a driver's license, a passport and bank accounts.",
        ],
      },
    ],
  },
  {
    id: "guest-etiquette",
    title: "Save-the-dates, invitations and RSVPs without the stress",
    summary: "When to send each, what to put on them, and how to handle the replies that never come.",
    minutes: 5,
    sections: [
      {
        heading: "Timing",
        list: [
          "Save-the-dates: 6 to 8 months ahead; 9 to 12 for a destination wedding",
          "Invitations: 8 to 10 weeks ahead",
          "RSVP date: 3 to 4 weeks before the wedding, so you have time to chase replies before the caterer's deadline",
        ],
        paragraphs: ["Everyone who gets a save-the-date must get an invitation, so finalize the list before the save-the-dates go out."],
      },
      {
        heading: "What goes on the invitation",
        paragraphs: [
          "Names, date, time, place, and how to reply. Leave the registry off the invitation itself; put it on your wedding website along with directions, hotel blocks and parking.",
        ],
      },
      {
        heading: "The replies that never come",
        paragraphs: [
          "There are always some. The day after the RSVP date, split the list of missing replies between you and make short, friendly calls or texts. Give the caterer your final count only after you've heard from everyone.",
        ],
      },
    ],
  },
  {
    id: "working-with-helpers",
    title: "Sharing the planning with family and friends",
    summary: "Let your maid of honor, a parent or your planner help, with exactly the access each needs.",
    minutes: 3,
    sections: [
      {
        heading: "Decide what each helper owns",
        paragraphs: [
          "Helpers work best with a clear job: the maid of honor owns the shower and the wedding party's schedule, a parent owns the family's side of the guest list, the planner owns vendor confirmations.",
        ],
      },
      {
        heading: "Give view or edit access, area by area",
        paragraphs: [
          "On Serviceberry you choose, for each helper, whether they can see or edit your guest list, budget and timeline. A parent might see the budget without changing it; your planner might edit the timeline.",
          "Assign tasks on your timeline by name, so everyone can see what's theirs and when it's due.",
        ],
      },
    ],
  },
];
