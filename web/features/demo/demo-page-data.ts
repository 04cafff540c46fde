/** Sample content used only by the /demo walkthrough (the home page does not load it). */

export interface SampleQuestion {
  id: string;
  question: string;
  answer: string;
}

export const SAMPLE_QUESTIONS: readonly SampleQuestion[] = [
  {
    id: "budget",
    question: "How should we split a $35,000 budget?",
    answer:
      "For 120 guests, a steady split is 45% for venue and catering ($15,750), 13% for photo and video ($4,550), 10% for flowers and decor ($3,500), 8% for attire and beauty ($2,800) and 7% for music ($2,450). Keep the last 17% ($5,950) for stationery, favors and surprises.",
  },
  {
    id: "nashville",
    question: "Which Nashville venues fit 150 guests in May?",
    answer:
      "Four Nashville venues have a Saturday open in May and seat 150: an East Nashville garden estate ($8,400), a Germantown brick warehouse ($7,100), a rooftop in the Gulch ($9,800, cocktail style) and a Belle Meade chapel with its own reception hall ($6,500). Want me to compare their catering rules?",
  },
  {
    id: "save-the-dates",
    question: "When should we send our save-the-dates?",
    answer:
      "Six to eight months out, or eight to ten if guests travel or it's a holiday weekend. For an October 10 wedding, mail them by early March. I've added “Order save-the-dates” for January 15 and “Mail save-the-dates” for March 1 to your timeline.",
  },
];

export type RsvpStatus = "attending" | "pending" | "declined";

export interface SampleGuest {
  id: string;
  name: string;
  guestType: string;
  rsvp: RsvpStatus;
}

export const SAMPLE_GUESTS: readonly SampleGuest[] = [
  { id: "g1", name: "Nora Patel", guestType: "Family", rsvp: "attending" },
  { id: "g2", name: "Ruth Bennett", guestType: "Family", rsvp: "attending" },
  { id: "g3", name: "Diego Alvarez", guestType: "Friend", rsvp: "pending" },
  { id: "g4", name: "Hannah Kim", guestType: "Coworker", rsvp: "declined" },
  { id: "g5", name: "Marcus Webb", guestType: "Friend", rsvp: "attending" },
  { id: "g6", name: "Olivia Chen", guestType: "Family", rsvp: "pending" },
  { id: "g7", name: "Frank Moretti", guestType: "Family", rsvp: "attending" },
  { id: "g8", name: "Sasha Ivanova", guestType: "Friend", rsvp: "pending" },
];

export interface SampleMilestone {
  id: string;
  when: string;
  task: string;
  done: boolean;
}

export const SAMPLE_TIMELINE: readonly SampleMilestone[] = [
  { id: "t1", when: "12 months out", task: "Set the budget and a first guest count", done: true },
  { id: "t2", when: "11 months out", task: "Tour venues and book the garden hall", done: true },
  { id: "t3", when: "10 months out", task: "Book the photographer and caterer", done: true },
  { id: "t4", when: "8 months out", task: "Mail save-the-dates", done: false },
  { id: "t5", when: "6 months out", task: "Choose flowers, attire and the band", done: false },
  { id: "t6", when: "3 months out", task: "Mail invitations with online RSVP", done: false },
  { id: "t7", when: "1 month out", task: "Finish the floor plan and seating", done: false },
  { id: "t8", when: "Wedding week", task: "Share the day-of timeline with every vendor", done: false },
];
