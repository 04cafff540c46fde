import {
  CalendarClock,
  HandHeart,
  HeartPulse,
  Landmark,
  MessagesSquare,
  Mic,
  PiggyBank,
  ShieldCheck,
  Sprout,
  type LucideIcon,
} from "lucide-react";
import type { BeyondModuleKey } from "@domain/beyond-wedding";
import type { BEYOND_WEDDING_PATHS } from "./paths";

export type BeyondWeddingPath = (typeof BEYOND_WEDDING_PATHS)[number];

export interface BeyondItem {
  title: string;
  detail: string;
}

export interface BeyondModule {
  path: BeyondWeddingPath;
  /** How the server names it (domain/beyond-wedding.ts). */
  key: BeyondModuleKey;
  /** The intake steps come first; the seven modules follow. */
  kind: "intake" | "module";
  title: string;
  icon: LucideIcon;
  /** One line for the overview cards. */
  summary: string;
  /** The lead paragraph of the module page. */
  intro: string;
  covers: string[];
  itemsHeading: string;
  itemsIntro: string;
  items: BeyondItem[];
  note?: string;
  next?: { to: string; label: string; text: string };
}

/**
 * Everything Beyond the Wedding says, in one place: the two intake steps and the seven modules.
 * One page component renders any of them.
 */
export const BEYOND_MODULES: BeyondModule[] = [
  {
    path: "june-voice-intake",
    key: "june-voice-intake",
    kind: "intake",
    title: "June voice intake",
    icon: Mic,
    summary: "Talk through six questions about where you are as a couple, out loud, with June or with each other.",
    intro:
      "A relaxed conversation to start your first year on purpose. June reads each question aloud and listens for your answer where your browser can; typing always works. Your answers are saved for both of you, and June suggests which module to open first.",
    covers: [
      "Six open questions that take about 20 minutes together",
      "Answering aloud with your microphone, or typing if you prefer",
      "Spotting the one or two topics that matter most to you right now",
    ],
    itemsHeading: "The intake questions",
    itemsIntro: "Take turns answering, and save each answer. There are no right answers, and it's fine to skip one and come back.",
    items: [
      { title: "What made you sure about each other?", detail: "Start with the good part. It sets the tone for everything else, and it's worth saying out loud after the rush of the wedding." },
      { title: "What's going well right now?", detail: "Name two or three things in your day-to-day life together that you want to protect as life gets busier." },
      { title: "What feels uncertain about the first year?", detail: "Money, a move, a new job, family expectations: say the worries plainly so you can plan for them together." },
      { title: "Which topic do you most want help with?", detail: "Communication, money, legal paperwork, health, life goals, insurance or faith. Pick one each; the overview links to every module." },
      { title: "How do you each like to talk through hard things?", detail: "Right away or after some space? Face to face or on a walk? Knowing this makes every other conversation easier." },
      { title: "What would make your first anniversary feel like a win?", detail: "Describe it concretely: where you live, what you've paid off, a trip you took, a habit you kept." },
    ],
    next: { to: "/ai-planner", label: "Open June", text: "June is in the chat button at the bottom right of every page, or meet her on her own page." },
  },
  {
    path: "intake-scheduling",
    key: "intake-scheduling",
    kind: "intake",
    title: "Intake scheduling",
    icon: CalendarClock,
    summary: "Set aside an unhurried hour for the intake, then a simple monthly rhythm for the modules.",
    intro:
      "The couples who get the most from Beyond the Wedding treat it like any other appointment they care about. Pick a time for your intake conversation now, and a small monthly check-in for the modules after it.",
    covers: [
      "Choosing a good time for the intake (not the week you get home from the honeymoon)",
      "A monthly rhythm that fits real life: one module, one evening",
      "Keeping notes somewhere you both can find them",
    ],
    itemsHeading: "Your scheduling checklist",
    itemsIntro: "Tick these off as you go; your progress is saved for both of you.",
    items: [
      { title: "Pick a 45-minute slot two to six weeks after the wedding", detail: "Late enough that thank-you notes and returns are behind you, soon enough that the good intentions are fresh." },
      { title: "Put it in both calendars with a reminder", detail: "Send one invite to both of you, so moving it is a shared decision rather than a quiet cancellation." },
      { title: "Choose a calm place and silence your phones", detail: "A walk, the kitchen table after dinner, a coffee shop in the morning. Anywhere you won't be interrupted." },
      { title: "Set a monthly module evening", detail: "For example the first Sunday of each month: one module, one or two prompts, then something fun." },
      { title: "Decide where your notes live", detail: "A shared note on your phones is enough. Write down decisions and the date you'll revisit them." },
    ],
    next: { to: "/june-voice-intake", label: "See the intake questions", text: "Know what you'll talk about before the day comes." },
  },
  {
    path: "beyond-wedding/communication",
    key: "communication",
    kind: "module",
    title: "Communication",
    icon: MessagesSquare,
    summary: "Check-ins, handling conflict well, and sharing the invisible work of running a home.",
    intro:
      "Every other module rests on this one. Good communication isn't never disagreeing; it's knowing how to raise things early, fight fair and make up well.",
    covers: [
      "How each of you handles stress and conflict, and what helps",
      "A weekly check-in habit that keeps small things small",
      "Repairing after an argument",
      "Sharing the mental load of running a household",
    ],
    itemsHeading: "Conversation prompts",
    itemsIntro: "Pick one or two per sitting. Mark each one once you've talked it through.",
    items: [
      { title: "“When I'm upset, what helps me most is...”", detail: "Each of you finishes the sentence: space, a hug, talking right away, a walk. It stops one of you chasing while the other retreats." },
      { title: "Start a 20-minute weekly check-in", detail: "Same time each week, phones away: what went well, what felt heavy, and one thing each of you needs next week." },
      { title: "Agree on a pause word", detail: "A word either of you can say when an argument is going in circles. Agree to come back to it within 24 hours, and do." },
      { title: "Talk about how your families argued", detail: "What did conflict look like growing up? Decide together what you want to keep and what you want to do differently." },
      { title: "Split the invisible work", detail: "List the recurring tasks nobody sees: birthdays, appointments, bills, groceries. Give each one an owner from start to finish, not a helper." },
    ],
  },
  {
    path: "financial-planning",
    key: "financial-planning",
    kind: "module",
    title: "Financial planning",
    icon: PiggyBank,
    summary: "Your money stories, how you'll share accounts, a first household budget and savings goals.",
    intro:
      "Money is one of the topics couples disagree about most, usually because they never talked about it directly. You just planned a wedding budget together, so you already have practice. Now make it a household plan.",
    covers: [
      "Putting both financial pictures on the table: income, debt, credit and savings",
      "Choosing joint, separate or “yours, mine and ours” accounts",
      "Your first monthly budget and an emergency fund",
      "Benefits and paperwork that change when you marry",
    ],
    itemsHeading: "Your money checklist",
    itemsIntro: "Work through these over a few evenings. Numbers first, then decisions.",
    items: [
      { title: "Share the full picture", detail: "Income, debts (student loans, car, cards), credit scores and savings. No judgment: just get every number on the table." },
      { title: "Choose how you'll set up accounts", detail: "All joint, all separate, or a shared account for bills that each of you funds, often in proportion to income, plus your own spending money." },
      { title: "Build a first budget from real spending", detail: "Start from the last three months of actual statements, not guesses. Agree on categories, then review it together after a month." },
      { title: "Agree on a “talk first” amount", detail: "Any purchase above a number you pick together, say $200, gets a quick conversation before it happens." },
      { title: "Start or top up an emergency fund", detail: "Aim for three to six months of essential expenses in a separate savings account, and decide what counts as an emergency." },
      { title: "Update benefits at work within 30 days", detail: "Marriage is a qualifying life event: most employer plans give you 30 days to change health coverage and update beneficiaries." },
    ],
    next: { to: "/planning/budget-tracker", label: "Close out your wedding budget", text: "Finish recording the last wedding payments so you know exactly where you stand before the household budget." },
  },
  {
    path: "legal-protection",
    key: "legal-protection",
    kind: "module",
    title: "Legal protection",
    icon: Landmark,
    summary: "Name changes, wills, powers of attorney and beneficiaries: the paperwork that protects you both.",
    intro:
      "Not romantic, but deeply caring: a few documents make sure each of you is protected if something unexpected happens. Most take an afternoon.",
    covers: [
      "Certified marriage certificates and name-change paperwork",
      "Wills, and why marriage changes what happens without one",
      "Healthcare and financial powers of attorney",
      "Beneficiaries and how you own a home or car together",
    ],
    itemsHeading: "Your legal checklist",
    itemsIntro: "Tick each one off when it's done, not just discussed.",
    items: [
      { title: "Order certified copies of your marriage certificate", detail: "Get a few from the county office that issued your license. Name changes, insurance and benefits all ask for one." },
      { title: "If you're changing your name, go in order", detail: "Social Security first, then your driver's license (the BMV in Ohio, Driver Services in Tennessee), then passport, banks, employer and everything else." },
      { title: "Write or update your wills", detail: "Marriage changes who inherits when there's no will. Make your wishes explicit, especially if you own property or plan to have children." },
      { title: "Name each other in powers of attorney", detail: "A healthcare power of attorney and a financial one let either of you act for the other if one of you can't." },
      { title: "Review every beneficiary", detail: "Life insurance, 401(k) and IRA beneficiaries override a will. Update them to match your plans." },
    ],
    note: "This is general information, not legal advice. Ohio and Tennessee rules differ, so for wills and property, a local attorney can tailor documents to your situation.",
  },
  {
    path: "health-wellness",
    key: "health-wellness",
    kind: "module",
    title: "Health and wellness",
    icon: HeartPulse,
    summary: "Rest after the big day, health coverage, shared habits and talking openly about mental health.",
    intro:
      "Months of planning take a toll, and many couples feel a dip after the wedding. This module helps you recover, choose coverage, and build habits that keep you both well.",
    covers: [
      "Recovering from the wedding rush, on purpose",
      "Choosing health insurance as a married couple",
      "Knowing each other's health basics",
      "Talking about stress, mental health and family plans",
    ],
    itemsHeading: "Conversation prompts and to-dos",
    itemsIntro: "Some are conversations, some are tasks. Mark each one when you're done.",
    items: [
      { title: "Plan a real recovery week", detail: "Schedule rest and one thing to look forward to. A post-wedding slump is common; it helps to expect it." },
      { title: "Compare your health plans", detail: "Look at both employer plans side by side: premiums, deductibles, your doctors. Marriage opens a special enrollment window, usually 30 days at work and 60 days on the Marketplace." },
      { title: "Share your health basics", detail: "Medications, allergies, doctors' names and emergency contacts, saved in both phones." },
      { title: "Choose one shared healthy habit", detail: "A Sunday walk, cooking together twice a week, a class. Small and regular beats ambitious and rare." },
      { title: "Talk about stress and support", detail: "How does each of you show stress? What helps? When would you want to see a counselor, together or alone?" },
      { title: "Talk about children, on your timeline", detail: "Whether, when and how many, with no pressure to decide now. Revisit it once a year." },
    ],
  },
  {
    path: "life-planning",
    key: "life-planning",
    kind: "module",
    title: "Life planning",
    icon: Sprout,
    summary: "Shared goals, where you'll live, two careers and the traditions you'll build.",
    intro:
      "You planned one big day together. Life planning uses the same skills for the years after it: shared goals, owners and dates, and a yearly look back.",
    covers: [
      "Your one-, five- and ten-year goals, side by side",
      "Where to live, and when to rent or buy",
      "Planning around two careers",
      "Making traditions of your own",
    ],
    itemsHeading: "Conversation prompts",
    itemsIntro: "Do the first one separately, then compare. The rest follow from it.",
    items: [
      { title: "Write one-, five- and ten-year lists, separately", detail: "Then compare. Circle what overlaps; talk about what doesn't, without trying to settle it in one evening." },
      { title: "Talk about where you want to live", detail: "City, suburb or small town? Near family? Renting for now or saving to buy, and by when?" },
      { title: "Plan around two careers", detail: "What would each of you move for? Is either of you thinking about more school or a career change?" },
      { title: "Decide how you'll share holidays", detail: "Alternate years, split the day, or host your own? Agree before the first invitation arrives." },
      { title: "Set a yearly review date", detail: "Your anniversary is a natural one. Bring out your lists, celebrate progress and update them." },
    ],
    next: { to: "/planning/master-timeline", label: "Reuse your planning timeline", text: "The timeline that got you to the wedding works for big life goals too: tasks, owners, dates." },
  },
  {
    path: "insurance-security",
    key: "insurance-security",
    kind: "module",
    title: "Insurance and security",
    icon: ShieldCheck,
    summary: "Auto, home and life cover, protecting your rings and gifts, and sharing access safely.",
    intro:
      "A few hours reviewing insurance can save money and a lot of worry. This module also covers the digital side: making sure each of you could find what you need if you had to.",
    covers: [
      "Combining auto policies and covering your home or rental",
      "Rings, gifts and valuables",
      "Life and disability insurance",
      "Sharing passwords and documents safely",
    ],
    itemsHeading: "Your insurance and security checklist",
    itemsIntro: "Most of these are one phone call or one afternoon each.",
    items: [
      { title: "Get a quote for one combined auto policy", detail: "Married couples often pay less on a single policy with a multi-car discount. Compare before your renewal dates." },
      { title: "Make sure your renters or homeowners policy lists you both", detail: "Then check the limits for jewelry: rings often need their own coverage, with a recent appraisal and photos." },
      { title: "Consider term life insurance", detail: "If either of you relies on the other's income or you share debt like a mortgage, cover through work (often one or two times salary) may not be enough." },
      { title: "Check long-term disability cover", detail: "Losing an income to illness or injury is more likely than most people think. See what your employers provide." },
      { title: "Share access safely", detail: "Use a password manager with a shared vault or emergency access, never passwords sent by text." },
      { title: "Make a “where it is” list", detail: "Policies, account numbers, the marriage certificate, wills: where each one lives, kept somewhere you can both reach." },
    ],
  },
  {
    path: "faith-values",
    key: "faith-values",
    kind: "module",
    title: "Faith and values",
    icon: HandHeart,
    summary: "The values you share, faith practice, giving, and how you'll handle family expectations.",
    intro:
      "Whether you share a faith, come from two traditions, or have none, you each bring values into the marriage. Naming them makes a hundred small decisions easier.",
    covers: [
      "The values you share and the ones you hold differently",
      "Faith practice and community, including interfaith families",
      "Giving and generosity",
      "Family expectations around holidays and traditions",
    ],
    itemsHeading: "Conversation prompts",
    itemsIntro: "Listen for understanding first. You don't have to agree on everything to build something good.",
    items: [
      { title: "Name your top five shared values", detail: "Each pick five words (for example honesty, adventure, family, faith, generosity), then agree on the five that describe your home." },
      { title: "Talk about faith practice", detail: "Will you attend services, and where and how often? For interfaith couples: which holidays, and how you'll honor both traditions." },
      { title: "Decide how you'll give", detail: "Causes you care about, a percentage or a yearly amount, volunteering time together." },
      { title: "Talk about values and future children", detail: "If you plan to have children, which traditions and beliefs would you want to pass on, and how?" },
      { title: "Agree how you'll answer family expectations", detail: "Decide together, then answer together. A united reply to “which holiday are you spending with us?” saves a lot of tension." },
    ],
  },
];

export const BEYOND_INTAKE = BEYOND_MODULES.filter((module) => module.kind === "intake");
export const BEYOND_CORE_MODULES = BEYOND_MODULES.filter((module) => module.kind === "module");

export function beyondModuleFor(path: string): BeyondModule | undefined {
  return BEYOND_MODULES.find((module) => module.path === path);
}

/** The overview's words about the intake: the hero button and the "Start here" section. */
export interface IntakeCopy {
  startLabel: string;
  title: string;
  intro: string;
}

const INTAKE_COPY: IntakeCopy = {
  startLabel: "Start with the June intake",
  title: "Begin with a conversation",
  intro: "Talk through six questions with June or with each other, and set aside time that suits you both. It shows you which module to open first.",
};

/** intake_tab_copy_polish: shorter, more concrete wording (what it is, how long, what it gives you). */
const POLISHED_INTAKE_COPY: IntakeCopy = {
  startLabel: "Start your intake with June",
  title: "Your intake: one honest conversation",
  intro: "Six questions, about 20 minutes, with June or just the two of you. Book an unhurried hour for it, and you'll know which module to open first.",
};

export function intakeCopy(polished: boolean): IntakeCopy {
  return polished ? POLISHED_INTAKE_COPY : INTAKE_COPY;
}
