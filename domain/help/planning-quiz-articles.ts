import type { HelpArticle } from "../help.ts";

/** The planning quiz and smart questions (issue 28): what Grace and /faq say about them. */
export const PLANNING_QUIZ_ARTICLES: HelpArticle[] = [
  {
    slug: "planning-quiz",
    audience: "couples",
    topic: "Planning tools",
    question: "What is the planning quiz, and what do we get from it?",
    answer:
      "The planning quiz asks eight quick questions: your season, guest count, how formal it feels, indoors or outdoors, the colors you like, up to three priorities, your total budget and your city. It names your wedding style (Garden Romance, Rustic Harvest, Modern Minimalist, Evening Glamour, Timeless Classic, Free-Spirited Boho or Vintage Charm) with a four-color palette, then lists venues in your city that seat your guests and cost no more than about half your budget for rental and food, and vendors for each priority whose starting price fits the usual share of that budget, those working in your style first. Each match says why it fits. Anyone can take it, no account needed. If a city has nothing that fits every answer, we say so and link to all its venues or vendors.",
    links: [{ label: "Take the planning quiz", href: "/planning-quiz" }],
  },
  {
    slug: "save-quiz-result",
    audience: "couples",
    topic: "Planning tools",
    question: "How do we save our quiz result to our profile?",
    answer:
      "Signed in as a couple, choose Save to my profile under your style: your wedding profile's style and color palette are set from the result, so June and the rest of your planning use them (venue and vendor suggestions by style, your floral design's colors). If you took the quiz before having an account, choose Create an account to save it: your answers wait in this browser, and when you come back to the quiz signed in, your result is shown again with the Save button. Take it again anytime; saving a new result replaces the style and palette on your profile.",
    links: [{ label: "Take the planning quiz", href: "/planning-quiz" }, { label: "Your wedding profile", href: "/couple-account" }],
  },
  {
    slug: "smart-questions",
    audience: "couples",
    topic: "Planning tools",
    question: "What questions should we ask a venue or vendor before booking?",
    answer:
      "Open Smart questions under Planning and pick a kind: venues or any of the twelve vendor categories. Each list covers what's included, the schedule, staffing, payments and cancellation. Signed in as a couple, you also get questions from your own plans: the rain plan for each saved venue with an outdoor space, capacity and staffing when you plan for 150 guests or more, heat or snow for a summer or winter date, and your state's rules for officiants. Use Print to take the list on a tour or a call.",
    links: [{ label: "Smart questions", href: "/planning/smart-questions" }],
  },
  {
    slug: "send-smart-questions",
    audience: "couples",
    topic: "Planning tools",
    question: "Can we send our smart questions to a vendor?",
    answer:
      "Yes, once you've sent that vendor an inquiry. On Smart questions, pick their category, choose the conversation under Ask them in writing, and choose Send these questions: the numbered list is posted in your inquiry's thread, the vendor is emailed as with any reply, and their answers arrive in My inquiries. Sending needs a verified email address, like any inquiry message. Venues don't take inquiries here, so print the venue list and bring it to your tour.",
    links: [{ label: "Smart questions", href: "/planning/smart-questions" }, { label: "My inquiries", href: "/my-inquiries" }],
  },
];
