import { z } from "zod";
import { calendarDateSchema } from "../../../domain/calendar-date.ts";
import { BUDGET_CATEGORIES, BUDGET_CATEGORY_IDS, budgetCategory, budgetFigures, budgetSchema, centsSchema, guestCountSchema, suggestedAllocations, type Allocations, type BudgetCategoryId, type BudgetFigures, type ExpenseStatus } from "../../../domain/budget.ts";
import { amountIn, amountsIn, categoriesIn, categoryIn, categoryPhraseIn, cityIn, correctionIn, categoryName, dollars, has, priceCapIn, sharesIn } from "../../planning/entities.ts";
import { answerBiggestCosts, answerOwnPriceCheck, ownPriceCheckIn, answerBudgetShare, answerCategoryPayments, answerOverBudget, answerTwoCategories, answerWhatIfCost, ownVendorCategoryIn, answerGuestScenario, answerLeftToBook, answerOurVendors, answerWhoToPay, answerPaymentsDue, answerPaymentsInWindow, answerPaymentsOnDay, paymentDayIn, paymentWindowIn, newPriceIn, expenseAmountIn, answerPerGuest, answerVendorStatus, answerShares, answerSplitTotal, targetGuestCount, twoGuestCountsIn } from "./june-answers.ts";

export { unpaidPaymentsOf } from "./june-answers.ts";
import { defineAction, definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { getBudget, saveBudget, setCategoryAllocation } from "./operations/budget.ts";
import { createExpense, recordPaymentMade, setPaymentPaid } from "./operations/expenses.ts";
import { answerPaymentMade, paymentMadeAsked, possessive } from "./payment-made.ts";
import { idSchema } from "../../../domain/ids.ts";

/** What June knows of the budget: the totals and split, the figures the tracker shows, and each expense. */
export interface BudgetFacts {
  totalCents: number;
  guestCount: number;
  allocations: Allocations;
  figures: BudgetFigures;
  expenseCount: number;
  /** Ids are there for the actions June proposes (a payment marked paid); hand-made facts in tests may leave them out. */
  expenses: { id?: string; categoryId: BudgetCategoryId; vendorName: string; status: ExpenseStatus; estimatedCents: number; actualCents: number | null; payments: { id?: string; label: string; amountCents: number; dueDate: string; paidAt: string | null }[] }[];
}

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    /** null: no budget set yet. */
    budget: BudgetFacts | null;
  }
}

export function answerBudget(text: string, facts: Facts): SkillReply {
  const budget = facts.budget;
  const category = categoryIn(text);
  if (budget === undefined) return { reply: "I couldn't read your budget just now, so I won't guess at numbers. Open the budget tracker (Planning → Budget Tracker) to see it, or ask me again in a moment." };
  if (!budget) {
    const named = amountIn(text);
    if (named && named > 0) {
      const split = suggestedAllocations(named);
      const lines = BUDGET_CATEGORIES.slice()
        .sort((a, b) => b.shareBp - a.shareBp)
        .slice(0, 6)
        .map((c) => `• ${c.name}: ${dollars(split[c.id])} (${c.shareBp / 100}%)`);
      return {
        reply: `Here's how a total of ${dollars(named)} splits over the typical shares couples in Ohio and Tennessee spend:\n${lines.join("\n")}\nThe rest goes to the smaller categories. Set it up in the budget tracker (Planning → Budget Tracker) and I can follow what's left as you book.`,
      };
    }
    const shares = BUDGET_CATEGORIES.slice()
      .sort((a, b) => b.shareBp - a.shareBp)
      .slice(0, 5)
      .map((c) => `${c.name} ${c.shareBp / 100}%`)
      .join(", ");
    return {
      reply: `You haven't set a budget yet, so I can't tell you what's left. A typical split: ${shares}, with a ${BUDGET_CATEGORIES.find((c) => c.id === "contingency")!.shareBp / 100}% cushion for surprises. Tell me your total (for example "our budget is 35,000 dollars") and I'll split it, or set it in the budget tracker (Planning → Budget Tracker).`,
    };
  }
  const { figures } = budget;
  // "Can we still afford a photo booth?": something new weighed against the whole budget too, not only its category.
  const affordAsked = /\b(?:afford|fit (?:in|it)|room for|squeeze in)\b/i.test(text);
  if (category) {
    const line = figures.categories.find((c) => c.categoryId === category)!;
    const state = line.remainingCents >= 0 ? `${dollars(line.remainingCents)} of it is still free` : `it's ${dollars(-line.remainingCents)} over what you set aside`;
    const share = line.allocatedCents > 0 && budget.totalCents > 0 ? ` (${Math.round((100 * line.allocatedCents) / budget.totalCents)}% of your ${dollars(budget.totalCents)} total)` : "";
    // "Estimated vs actual on the venue": each of its expenses' estimate and final price.
    const estimates = /\b(?:estimate|estimated|actual|actuals)\b/i.test(text)
      ? (facts.budget?.expenses ?? [])
          .filter((e) => e.categoryId === category && e.status !== "canceled")
          .map((e) => ` ${e.vendorName || line.name}: estimated ${dollars(e.estimatedCents)}, ${e.actualCents === null ? "no actual price entered yet" : `actual ${dollars(e.actualCents)}`}.`)
          .join("")
      : "";
    // "Is that within what we set aside for music?": the verdict first.
    // "Over or under what we budgeted?" is answered with which, not yes or no.
    const eitherWay = /\bover or under\b|\bunder or over\b/i.test(text);
    const verdict = eitherWay ? (line.remainingCents >= 0 ? `Under, by ${dollars(line.remainingCents)}. ` : `Over, by ${dollars(-line.remainingCents)}. `) : /\b(?:within|under|fit|fits|over|enough|cover|covers)\b/i.test(text) ? (line.remainingCents >= 0 ? "Yes, it fits. " : "No, it's over. ") : "";
    return {
      reply: `${verdict}${line.name}: you've set aside ${dollars(line.allocatedCents)}${share}; expected spending so far is ${dollars(line.costCents)} (${line.paidCents === 0 ? "nothing paid yet" : `${dollars(line.paidCents)} paid`}), so ${state}.${estimates}${line.allocatedCents === 0 ? " Want to give it an amount? Say, for example, \"set " + line.name.toLowerCase() + " to $3,000\"." : ""}${affordAsked ? (figures.remainingCents >= 0 ? ` Across your whole budget, ${dollars(figures.remainingCents)} isn't spoken for yet: a new cost can come from there, or from moving money between categories.` : ` Across your whole budget, expected spending is already ${dollars(-figures.remainingCents)} over the total, so a new cost would need a cut somewhere else.`) : ""}`,
    };
  }
  // "The breakdown by category", "every category": each line, set aside against expected spending.
  if (/\bbreak\s?down\b|\b(?:by|per|each|every|all (?:the |our )?) ?categor(?:y|ies)\b|\bcategory by category\b|\bline by line\b/i.test(text)) {
    const lines = figures.categories
      .filter((c) => c.allocatedCents > 0 || c.costCents > 0)
      .sort((a, b) => b.allocatedCents - a.allocatedCents)
      .map((c) => `• ${c.name}: ${dollars(c.allocatedCents)} set aside, ${dollars(c.costCents)} expected${c.remainingCents < 0 ? ` (${dollars(-c.remainingCents)} over)` : ""}`);
    return { reply: `Your ${dollars(budget.totalCents)} budget by category:\n${lines.join("\n")}\nIn all, ${dollars(figures.costCents)} is expected (${dollars(figures.paidCents)} paid), which leaves ${dollars(figures.remainingCents)}.` };
  }
  const over = figures.categories.filter((c) => c.remainingCents < 0);
  const biggest = figures.categories
    .filter((c) => c.allocatedCents > 0)
    .sort((a, b) => b.allocatedCents - a.allocatedCents)
    .slice(0, 4)
    .map((c) => `${c.name} ${dollars(c.allocatedCents)}`);
  const parts = [
    `Your total budget is ${dollars(budget.totalCents)} for ${budget.guestCount} guests. Expected spending so far is ${dollars(figures.costCents)} (${dollars(figures.paidCents)} paid, ${dollars(figures.owedCents)} still owed), which leaves ${dollars(figures.remainingCents)}${figures.remainingCents < 0 ? " (over budget)" : ""}.`,
  ];
  if (biggest.length > 0) parts.push(`Your biggest categories: ${biggest.join(", ")}.`);
  if (figures.allocatedCents < budget.totalCents) parts.push(`${dollars(budget.totalCents - figures.allocatedCents)} isn't assigned to a category yet.`);
  if (figures.allocatedCents > budget.totalCents) parts.push(`Your categories add up to ${dollars(figures.allocatedCents - budget.totalCents)} more than the total.`);
  if (over.length > 0) parts.push(`Over in: ${over.map((c) => `${c.name} (by ${dollars(-c.remainingCents)})`).join(", ")}.`);
  else if (budget.expenseCount > 0) parts.push("Every category is within what you set aside.");
  return { reply: parts.join(" ") };
}

/** The amount to set: a money amount, or a bare number after "to" ("bump music up to 3000"), never a headcount. */
function amountToSet(text: string): number | undefined {
  // "We're not doing favors anymore, zero that budget out": nothing set aside.
  if (/\bzero (?:\w+ ){0,3}out\b|\bzero out\b|\b(?:to|at) (?:zero|nothing|\$?0)(?![\d,.])/i.test(text)) return 0;
  // "…at 2800. no wait, 2600": the corrected amount, said bare or as money.
  const corrected = correctionIn(text);
  if (corrected) {
    const bareAfter = /^\$?\s?(\d{1,3}(?:,\d{3})+|\d{3,6})(?:\.\d{1,2})?\s*(k\b)?/i.exec(corrected.after);
    const fixed = amountIn(corrected.after) ?? (bareAfter ? Number(bareAfter[1]!.replace(/,/g, "")) * 100 * (bareAfter[2] ? 1000 : 1) : undefined);
    if (fixed !== undefined) return fixed;
  }
  // "…so we stay at 42k": the total said to stay put is not the category's new figure.
  text = text.replace(/\bso (?:that )?(?:we|it|the total|our total) (?:stays?|remains?|keeps?(?: it)?) (?:at|under|within|around) [^,.;!?]*|\b(?:keep|keeping) (?:the |our )?(?:total|budget) (?:at|under|within) [^,.;!?]*/gi, " ");
  // "They're giving us 5k!! bump our total to 47,000": with several amounts, the one the figure is set to.
  const setTo = /\b(?:to|at)\s+(\$?\s?\d[\d,.]*\s*(?:k\b|grand\b|thousand\b)?)/i.exec(text);
  if (setTo && !/\bby\s+\$?\d/i.test(text) && amountsIn(text).length > 1) {
    const target = amountIn(setTo[1]!) ?? amountsIn(setTo[1]!)[0];
    if (target !== undefined) return target;
  }
  const money = amountIn(text);
  if (money !== undefined) return money;
  // "Bump it to 3000", "put 3000 toward the photographer": a bare number next to the words that set an amount.
  const bare =
    /\b(?:to|at|aside|away|apart|by)\s+(\d{1,3}(?:,\d{3})+|\d{3,6})\b(?!\s*(?:guests?|people|ppl|persons?|%|percent))/i.exec(text) ??
    /\b(?:put|set aside|save|allocate|budget|give|move)\s+(\d{1,3}(?:,\d{3})+|\d{3,6})\s+(?:toward|towards|for|to|into|on)\b/i.exec(text);
  return bare ? Number(bare[1]!.replace(/,/g, "")) * 100 : undefined;
}

/** "Make the flower budget match the quote", "cover what we're paying": the category set to its expected cost. */
const MATCH_COST = /\bby (?:however much|how much|what(?:ever)?|the amount|as much as) (?:we(?:'re| are)|it(?:'s| is)|we went|they(?:'re| are)) over\b|\b(?:match|matches|cover|covers|equal|fit)\b[^.?!]*\b(?:quote|quoted|cost|costs|price|estimate|contract|what (?:we(?:'re| are)?|it'?s?) (?:paying|spending|costing|costs?))\b|\b(?:up|budget|it) to match(?: (?:it|that|then|now|please|pls))?\W*$|\b(?:match(?:es)?|cover(?:s)?) (?:the |our |what the )?(?:florist|caterer|catering|photographer|videographer|dj|band|baker|bakery|planner|officiant|bill|invoice)\b|\b(?:so|until|till) (?:it|that|the budget) (?:covers|matches|fits) (?:it|that|this|them|the overage)\b|\b(?:whatever|what) [^.?!]*\b(?:is |are |'s |'re )?(?:actually |really )?(?:charging|charges|charged|quoted|quoting|costs?|costing)\b/;

function expectedCostOf(category: BudgetCategoryId, facts: Facts): number | undefined {
  const expenses = (facts.budget?.expenses ?? []).filter((e) => e.categoryId === category && e.status !== "canceled");
  return expenses.length > 0 ? expenses.reduce((sum, e) => sum + (e.actualCents ?? e.estimatedCents), 0) : undefined;
}

/** "Pull $300 out of contingency and put it toward the cake": an amount moved from one category to another. */
const TRANSFER = /\b(?:pull|take|move|shift|transfer|grab|borrow|steal)\s+(\$?\d[\d,.]*\s*(?:k|grand|thousand|dollars|bucks)?)\s+(?:out of|from|off(?: of)?)\s+(.+?)\s+(?:and\s+)?(?:(?:put|move|add|give|shift|throw|stick)\s+(?:it|that|them)?\s*)?(?:to|toward|towards|into|in|on|onto|for)\s+(.+)$/i;

function answerTransfer(text: string, facts: Facts): SkillReply | undefined {
  const moved = TRANSFER.exec(text);
  if (!moved || !facts.budget) return undefined;
  const [from, to] = [categoryIn(moved[2]!), categoryIn(moved[3]!)];
  const bare = /^\$?(\d[\d,]*)\s*(k|grand|thousand)?$/i.exec(moved[1]!.trim());
  const amount = amountIn(moved[1]!) ?? (bare ? Number(bare[1]!.replace(/,/g, "")) * 100 * (bare[2] ? 1000 : 1) : undefined);
  if (!from || !to || from === to || amount === undefined) return undefined;
  const [fromNow, toNow] = [facts.budget.allocations[from] ?? 0, facts.budget.allocations[to] ?? 0];
  const fromThen = Math.max(0, fromNow - amount);
  const toThen = toNow + (fromNow - fromThen);
  return {
    reply: `${categoryName(from)} has ${dollars(fromNow)} set aside and ${categoryName(to)} ${dollars(toNow)}. Moving ${dollars(fromNow - fromThen)} makes them ${dollars(fromThen)} and ${dollars(toThen)}. Shall I change both? Your total stays ${dollars(facts.budget.totalCents)}.`,
    actions: [
      { type: "set-budget-category", categoryId: from, amountCents: fromThen },
      { type: "set-budget-category", categoryId: to, amountCents: toThen },
    ],
  };
}

export function answerSetBudgetCategory(text: string, facts: Facts): SkillReply {
  const transfer = answerTransfer(text, facts);
  if (transfer) return transfer;
  const category = categoryIn(text);
  const amount = amountToSet(text) ?? (category && MATCH_COST.test(text.toLowerCase()) ? expectedCostOf(category, facts) : undefined);
  if (category && amount === undefined && facts.budget) return { reply: `${categoryName(category)} has ${dollars(facts.budget.allocations[category] ?? 0)} set aside now. What should it be? Say, for example, "set ${categoryName(category).toLowerCase()} to $3,500".` };
  if (!category || amount === undefined) return { reply: "Tell me the category and the amount, for example \"set photography to $4,000\"." };
  if (!facts.budget) {
    return { reply: "You'll need a total budget before I can set a category. Tell me your total (\"our budget is 35,000 dollars\") or set it in the budget tracker (Planning → Budget Tracker)." };
  }
  const current = facts.budget.allocations[category] ?? 0;
  const direction = changeDirectionIn(text);
  if (direction !== 0) {
    // "Cut photography by $500": the change is the amount, the new figure is what is left after it.
    const target = Math.max(0, current + direction * amount);
    const how = direction < 0 ? `Cutting it by ${dollars(amount)}` : `Raising it by ${dollars(amount)}`;
    const floor = direction < 0 && current < amount ? ` (it can't go below $0)` : "";
    return {
      reply: `${categoryName(category)} has ${dollars(current)} set aside now. ${how} makes it ${dollars(target)}${floor}. Shall I change it to ${dollars(target)}? Your total stays ${dollars(facts.budget.totalCents)}.`,
      actions: [{ type: "set-budget-category", categoryId: category, amountCents: target }],
    };
  }
  if (amount === current) return { reply: `${categoryName(category)} already has ${dollars(current)} set aside. Your total is ${dollars(facts.budget.totalCents)}.` };
  // "…and take the extra out of contingency": the other category gives (or gets back) the difference.
  const source = fundingCategoryIn(text, category);
  if (source) {
    const sourceNow = facts.budget.allocations[source] ?? 0;
    const sourceThen = Math.max(0, sourceNow - (amount - current));
    return {
      reply: `${categoryName(category)} has ${dollars(current)} set aside now and ${categoryName(source)} ${dollars(sourceNow)}. Shall I change ${categoryName(category)} to ${dollars(amount)} and ${categoryName(source)} to ${dollars(sourceThen)}? Your total stays ${dollars(facts.budget.totalCents)}.`,
      actions: [
        { type: "set-budget-category", categoryId: category, amountCents: amount },
        { type: "set-budget-category", categoryId: source, amountCents: sourceThen },
      ],
    };
  }
  return {
    reply: `${categoryName(category)} has ${dollars(current)} set aside now. Shall I change it to ${dollars(amount)}? Your total stays ${dollars(facts.budget.totalCents)}.`,
    actions: [{ type: "set-budget-category", categoryId: category, amountCents: amount }],
  };
}

/** "Take the extra out of contingency", "pull it from the favors budget": the category that pays for a raise. */
function fundingCategoryIn(text: string, raised: BudgetCategoryId): BudgetCategoryId | undefined {
  const from = /\b(?:take|taking|took|pull|pulling|move|moving|borrow|borrowing|use|using|cover it|coming)\b[^.?!]*?\b(?:out of|from)\s+(?:the |our |my )?([a-z][a-z -]{2,30})/i.exec(text);
  const source = from ? categoryIn(from[1]!) : undefined;
  return source && source !== raised ? source : undefined;
}

/**
 * Whether the amount is a change rather than the new figure: -1 for "cut photography by $500" or "take $500
 * off flowers", +1 for "raise the DJ by 300" or "add $200 to the cake budget"; 0 for "set it to $500".
 */
export function changeDirectionIn(text: string): -1 | 0 | 1 {
  const t = text.toLowerCase();
  if (/\b(?:to|at)\s+\$?\d/.test(t) && !/\bby\s+\$?\d/.test(t)) return 0;
  const amount = String.raw`\$?\s?\d[\d,.]*\s*(?:k|grand|thousand|dollars|bucks)?`;
  if (new RegExp(String.raw`\b(?:cut|cutting|lower|lowering|reduce|reducing|drop|dropping|trim|trimming|decrease|decreasing|shave|shaving|slash|slashing|knock|knocking|bring (?:\w+ )*down|scale (?:\w+ )*back)\b[^.?!]*\bby\s+${amount}`).test(t)) return -1;
  if (new RegExp(String.raw`\b(?:take|taking|knock|knocking|shave|shaving|cut|cutting|trim|trimming)\s+(?:another\s+)?${amount}\s*(?:off|out of|from)\b`).test(t)) return -1;
  if (new RegExp(String.raw`\b(?:raise|raising|increase|increasing|bump|bumping|boost|boosting|up|upping|grow|add to)\b[^.?!]*\bby\s+${amount}`).test(t)) return 1;
  if (new RegExp(String.raw`\b(?:add|adding)\s+(?:another|an extra|an additional|extra)?\s*${amount}\s*(?:more\s+)?(?:to|on|onto|into)\b[^.?!]*\bbudget\b`).test(t)) return 1;
  // "Put the extra 3k into flowers", "throw another 500 at music": money added on top of what is set aside.
  if (new RegExp(String.raw`\b(?:put|putting|add|adding|throw|throwing|move|moving|give|giving)\s+(?:the |an |that )?(?:extra|another|additional|other)\s+${amount}\s*(?:more\s+)?(?:to|on|onto|into|in|at|toward|towards)\b`).test(t)) return 1;
  return 0;
}

/** "Add an expense", "log the $300 deposit", "we paid the DJ 500, add that": a cost to write into the tracker. */
const ADD_EXPENSE = /^\W*(?:(?:please|pls|can you|could you|ok|okay|also|and)\W+)*(?:add|log|record|track|put in|throw in)\s+(?:a |an )?\$\s?\d[\d,.]*k?\s+for\s+(?![^.?!]*\bbudget\b)\S|\b(?:add|put|stick|throw)\s+(?:a |an |the |our )?[a-z][a-z'’ -]{1,40}?\s+(?:to|in|into|on)\s+(?:the |our )?(?:budget|tracker|expenses)\b|\b(?:add|log|record|enter|track|put in|write down)\b[^.?!]*\b(?:expenses?|deposits?|payments?|costs?|charges?|bills?|receipts?|purchases?|fees?|invoices?|tips?)\b|\b(?:booked|hired|signed with|went with|paid|put down)\b[\s\S]{0,120}\b(?:add|log|record|put|track|stick|throw)\s+(?:that|it|this|them)\s+(?:(?:to|in|into|on)\s+(?:the |our )?(?:budget|tracker|expenses)|under|as)\b|\b(?:paid|put down|spent|gave|dropped|forked over)\b[^.?!]*\b(?:add|log|record|enter|track|throw|put|stick|pop|toss)\b (?:that|it|this)\b|\b(?:add|log|record|enter|track)\b (?:that|it|this)\b[^.?!]*\b(?:paid|put down|spent|deposit)\b|\b(?:we|i) (?:just |finally |officially |have |'ve )?(?:booked|hired|signed(?: with)?|went with|locked in)\b[\s\S]{0,80}?(?:\$\s?\d|\b\d[\d,.]*\s*(?:k\b|total\b|all in\b|dollars\b|bucks\b|for everything\b))/;

/** Who the expense is with ("with Sugar Maple", "to Gold Note"), else the category's own name. */
/** The first letter of each word, not a letter after an apostrophe ("Rossi's", not "Rossi'S"). */
const WORD_START = /(?<![\w'’])\w/g;

/** "What did we budget for flowers again?", "how much did we set aside for the dj": a category's planned amount asked after. */
const BUDGETED_FOR = /\b(?:what|how much)\b[^.?!]*\b(?:did|do|have|had) (?:we|i|you) (?:\w+ )?(?:budget(?:ed)?|set aside|put aside|allocate[d]?|plan(?:ned)? (?:for|on)|earmark(?:ed)?)\b|\bwhat(?:'s| is| was) (?:our|the|my) [a-z ]{2,30}? budget(?: again| at| set at)?\W*$/;
/** "Add that to our budget": where it goes or what it points at, not who was paid. */
const NOT_A_VENDOR_NAME = /^(?:(?:the|our|my)\s+)?(?:the|our|my|it|that|this|them|us|budget|tracker|budget tracker|budget sheet|list|spreadsheet|expenses)$/i;
function expenseVendorIn(text: string, category: BudgetCategoryId): string {
  // The first reading that names a business: "…, can you add that to the budget" names none, so the next one is tried.
  const named = [
    /\b(?:with|to|from|at|thru|through|via)\s+(?:the\s+)?([a-z0-9][a-z0-9&'’. -]{1,60}?)(?=\s*(?:[,.;!?]|$)|\s+(?:for|as|on|today|yesterday|this|last|can|could|please|add|and)\b)/i.exec(text),
    // "We booked a videographer!! reel love films, 1650 total": the business named right after the trade booked.
    /\b(?:booked|hired|signed|went with|locked in)\s+(?:a |an |the |our )?[a-z]+(?:\s+[a-z]+)?\s*[,:!—–-]+\s*([a-z0-9][a-z0-9&'’. -]{1,60}?)(?=\s*(?:[,.;!?—–]|$)|\s+(?:for|at|is|was)\b|\s+\$?\d)/i.exec(text),
  ].find((match) => match?.[1] && !NOT_A_VENDOR_NAME.test(match[1].trim()));
  // "We booked our videographer!! Reel Heart Films, $1,800": a business named in capitals, where no word introduces it.
  const capitalized = [...text.matchAll(/(?:^|[\s,(])((?:[A-Z][\w'’&-]*)(?:\s+(?:&|and|of|the|[A-Z][\w'’&-]*))*\s+[A-Z][\w'’&-]*)/g)]
    .map((m) => m[1]!.trim())
    // "Beat Theory Entertainment" is a name though its last word is a trade's.
    .find((candidate) => !/^(?:I|We|Our|My|The|Can|Could|Please|Add|Hey|June)\b/i.test(candidate) && candidate !== candidate.toUpperCase() && (categoryIn(candidate) === undefined || (candidate.split(/\s+/).length >= 2 && categoryIn(candidate.split(/\s+/)[0]!) === undefined)));
  const name = named?.[1]?.trim() && !NOT_A_VENDOR_NAME.test(named[1].trim()) ? named[1].trim() : (capitalized ?? named?.[1]?.trim());
  const generic = name === undefined || (name !== capitalized && categoryIn(name) !== undefined) || NOT_A_VENDOR_NAME.test(name);
  // "$350 on a photo booth": what it was for names the expense better than its category.
  const thing = /\b(?:on|for)\s+(?:a|an|the|our)\s+([a-z][a-z -]{2,40}?)(?=\s*(?:[,.;!?]|$)|\s+(?:today|yesterday|this|last|can|could|please|add|and|throw|put)\b)/i.exec(text)?.[1]?.trim();
  if (generic && thing && categoryIn(thing) !== undefined && !/^(?:deposit|payment|expense|budget)$/i.test(thing)) return thing.replace(WORD_START, (letter) => letter.toUpperCase()).slice(0, 120);
  // "We booked a photo booth, $850": what was bought names it better than the category, when it is a thing, not a trade.
  const phrase = categoryPhraseIn(text);
  if (generic && phrase && (/\s/.test(phrase) || /^(?:limos?|shuttles?|linens?|favors?|postage|stamps|alterations?|veil|lighting|centerpieces?)$/.test(phrase))) return phrase.replace(WORD_START, (letter) => letter.toUpperCase()).slice(0, 120);
  if (generic) return budgetCategory(category)!.name;
  return name.replace(WORD_START, (letter) => letter.toUpperCase()).slice(0, 120);
}

/** "We set aside 2k for music I think?": what the couple believes they did, to be checked, not a change asked for. */
const SAID_NOT_ASKED = /\b(?:we|i)(?:'ve| have)? (?:set|put) aside\b[^.?!]*(?:\bi think\b|\bright\b|\bcorrect\b|\?)/;
/** "The only overdue payment is the DJ deposit, right?": all the overdue payments, one vendor named only as a guess. */
const ONLY_OVERDUE = /\b(?:the )?only (?:overdue|late|past due)\b|\b(?:any )?other (?:overdue|late) (?:payments?|bills?)\b|\ball (?:the|our) (?:overdue|late) (?:payments?|bills?)\b/;

/** "My dad is paying for the rehearsal dinner, log it, $1,800 at Rossi's": the other wedding meals are catering. */
const OTHER_MEALS = /\b(?:rehearsal dinner|brunch|welcome (?:party|dinner|drinks)|after ?party|day-after)\b/i;

/** The payments already made, by vendor ("deposits" asked: the deposits only, when any are paid). */
function answerPaidSoFar(text: string, facts: Facts): SkillReply {
  if (!facts.budget) return { reply: facts.budget === null ? "You haven't set up a budget yet, so there are no payments to list." : "I can't see your budget right now. Try again in a moment." };
  const paid = facts.budget.expenses.flatMap((e) => e.payments.filter((p) => p.paidAt).map((p) => ({ vendor: e.vendorName || categoryName(e.categoryId), ...p })));
  // "Deposits and everything": all of it, the deposits among it.
  const deposits = /\bdeposits?\b/i.test(text) && !/\b(?:and (?:everything|all|the rest|other \w+)|everything|all (?:the |our )?payments)\b/i.test(text) ? paid.filter((p) => /\b(?:deposit|retainer)\b/i.test(p.label)) : [];
  const shown = deposits.length > 0 ? deposits : paid;
  if (shown.length === 0) return { reply: "You haven't marked any payment as paid yet. Mark payments paid in the Budget Tracker as you make them." };
  const what = deposits.length > 0 ? "Deposits paid" : "Payments made";
  return { reply: `${what}: ${shown.map((p) => `${p.vendor} (${p.label || "payment"}, ${dollars(p.amountCents)})`).join("; ")}. That's ${dollars(shown.reduce((sum, p) => sum + p.amountCents, 0))} in all.` };
}

export function answerAddExpense(text: string, facts: Facts): SkillReply {
  const category = categoryIn(text) ?? (OTHER_MEALS.test(text) ? "catering" : undefined);
  const amountCents = expenseAmountIn(text);
  if (!category || amountCents === undefined || amountCents <= 0) {
    return { reply: "Tell me what it was for and the amount, for example \"add a $300 deposit for the cake\", and I'll add it to your Budget Tracker." };
  }
  if (facts.budget === null) {
    return { reply: "You'll need a total budget before I can add expenses to it. Tell me your total (\"our budget is 35,000 dollars\") or set it in the Budget Tracker." };
  }
  const lower = text.toLowerCase();
  const paid = /\b(?:paid|put down|deposit|spent|gave)\b/.test(lower) && !/\b(?:owe|due|will pay|need to pay|quote)\b/.test(lower);
  // "$75 to sugar maple bakery": a vendor already in the budget keeps the name it has there.
  const known = facts.budget?.expenses.find((e) => e.vendorName.trim().length >= 3 && lower.includes(e.vendorName.toLowerCase()))?.vendorName;
  const vendorName = known ?? expenseVendorIn(text, category);
  const what = paid ? `with ${dollars(amountCents)} paid today` : `estimated at ${dollars(amountCents)}`;
  return {
    reply: `Shall I add ${vendorName} under ${categoryName(category)} in your Budget Tracker, ${what}? You can add the full price and later payments there.`,
    actions: [{ type: "add-expense", categoryId: category, vendorName, amountCents, paid, date: facts.today }],
  };
}

const addExpenseSchema = z.object({
  type: z.literal("add-expense"),
  categoryId: z.enum(BUDGET_CATEGORY_IDS, { message: "That is not one of the budget categories." }),
  vendorName: z.string().trim().min(1, "Name the vendor or what it is for.").max(120, "Keep the name to 120 characters."),
  amountCents: centsSchema.refine((cents) => cents > 0, "Enter an amount above $0."),
  paid: z.boolean(),
  date: calendarDateSchema,
});

/** One scheduled payment marked paid ("we paid the florist's deposit"). */
const markPaymentPaidSchema = z.object({
  type: z.literal("mark-payment-paid"),
  paymentId: idSchema("That payment is not valid."),
  vendorName: z.string().max(120),
  /** "Deposit", "Second installment": the payment's own name (the chat's `label` is the action's). */
  paymentLabel: z.string().max(120),
  amountCents: centsSchema,
});

/** Money paid that no scheduled payment matches, added to the expense as a payment made. */
const recordPaymentSchema = z.object({
  type: z.literal("record-payment"),
  expenseId: idSchema("That expense is not valid."),
  vendorName: z.string().max(120),
  amountCents: centsSchema.refine((cents) => cents > 0, "Enter an amount above $0."),
  date: calendarDateSchema,
});

const setBudgetCategorySchema = z.object({
  type: z.literal("set-budget-category"),
  categoryId: z.enum(BUDGET_CATEGORY_IDS, { message: "That is not one of the budget categories." }),
  amountCents: centsSchema,
});

const setBudgetTotalSchema = z.object({
  type: z.literal("set-budget-total"),
  totalCents: budgetSchema.shape.totalCents,
  guestCount: guestCountSchema,
});

/**
 * "Set our budget to 45k", "bump the total up by 3 grand": the whole budget's new total, its split rescaled to
 * fit (as the budget tracker does). Undefined unless the message asks to change the total.
 */
export function budgetTotalToSet(text: string, facts: Facts): number | undefined {
  // "Raise our total by however much we're over on flowers": the amount is the category's overage.
  const overBy = /\bby (?:however much|how much|what(?:ever)?|the amount|as much as)\s+(?:we(?:'re| are)|it(?:'s| is)|we went|they(?:'re| are))\s+over (?:on|in|for|with|by on)?\s*(?:the |our )?([a-z][a-z &'-]{2,30}?)(?=\s+(?:so|to|and|because|since)\b|[.,;!?]|$)/i.exec(text);
  const overCategory = overBy ? categoryIn(overBy[1]!) : undefined;
  const overLine = overCategory ? facts.budget?.figures.categories.find((c) => c.categoryId === overCategory) : undefined;
  if (overBy && overLine && overLine.remainingCents < 0) text = text.replace(overBy[0], `by $${Math.round(-overLine.remainingCents / 100)}`);
  // "They're putting in another 8k! bump our total up by that": "that" is the one amount named.
  const named = /\$\s?\d[\d,.]*\s*(?:k\b|grand\b|thousand\b)?|\b\d[\d,.]*\s*(?:k\b|grand\b|thousand\b)/i.exec(text)?.[0];
  if (named && amountsIn(text).length === 1) text = text.replace(/\bby (?:that(?: much| amount)?|this much|that number)\b/i, `by ${named.trim()}`);
  const t = text.toLowerCase();
  if (!facts.budget || categoryIn(t) !== undefined) return undefined;
  if (/\b(?:if|what if|would|should|how|split|divide|per guest|per head|each)\b/.test(t)) return undefined;
  const change = /\b(?:set|change|make|update|raise|increase|lower|reduce|bump|cut|drop|move|up|adjust)\b[^.?!]*\b(?:total|overall|whole|entire)?\s*budget\b|\b(?:total|overall|whole|entire) budget\b[^.?!]*\b(?:to|is now|should be|will be|by)\s+\$?\d|\b(?:our|the) budget is now\b|\bnew (?:total|budget)\b|\bbudget (?:up|down) to\b|\b(?:total|overall|whole|entire)? ?budget(?:'s| is) \$?\d[\d,.]*\s*(?:k|grand|thousand)? now\b/.test(t);
  // "Bump our total to 43,500": the total said without "budget", when the figure is money-sized (not a headcount).
  const totalAlone = !change && /\b(?:set(?:ting)?|chang(?:e|ing)|mak(?:e|ing)|updat(?:e|ing)|rais(?:e|ing)|increas(?:e|ing)|lower(?:ing)?|reduc(?:e|ing)|bump(?:ing)?|cut(?:ting)?|drop(?:ping)?|mov(?:e|ing)|adjust(?:ing)?|up)\s+(?:our|the|my|their)\s+(?:overall )?total\b(?!\s+(?:guests?|guest count|headcount|count|people|number))/.test(t);
  if (!change && !totalAlone) return undefined;
  // "Our budget is now 40,000": a bare figure after "is now" is the total.
  const bareNow = /\b(?:is now|now|should be|will be)\s+\$?(\d{1,3}(?:,\d{3})+|\d{4,7})\b/.exec(t);
  const amount = amountToSet(text) ?? (bareNow ? Number(bareNow[1]!.replace(/,/g, "")) * 100 : undefined);
  if (amount === undefined || amount <= 0 || (totalAlone && amount < 100_000)) return undefined;
  const direction = changeDirectionIn(text);
  const total = direction === 0 ? amount : facts.budget.totalCents + direction * amount;
  return total > 0 ? total : undefined;
}

export function answerSetBudgetTotal(text: string, facts: Facts): SkillReply {
  const total = budgetTotalToSet(text, facts);
  if (total === undefined || !facts.budget) return { reply: "Tell me the new total, for example \"set our budget to $45,000\"." };
  if (total === facts.budget.totalCents) return { reply: `Your total budget is already ${dollars(total)}.` };
  return {
    reply: `Your total budget is ${dollars(facts.budget.totalCents)} now. Shall I change it to ${dollars(total)}? Your categories are rescaled to fit the new total, as the Budget Tracker does; what you've spent and scheduled stays as it is.`,
    actions: [{ type: "set-budget-total", totalCents: total, guestCount: facts.budget.guestCount }],
  };
}

/** The budget tracker as a planning module (decision 022). */
export const budgetPlanning = definePlanningModule({
  name: "budget",
  async facts(scope) {
    const view = await getBudget(scope.deps, scope.access);
    // June speaks for the couple; a helper limited to some lines has no total to reason about.
    if (view.lines !== null || !view.budget) return { budget: null };
    const { totalCents, guestCount, allocations } = view.budget;
    return {
      budget: {
        totalCents,
        guestCount,
        allocations,
        figures: budgetFigures(totalCents, allocations, view.expenses),
        expenseCount: view.expenses.length,
        expenses: view.expenses.map((e) => ({
          id: e.id,
          categoryId: e.categoryId,
          vendorName: e.vendorName,
          status: e.status,
          estimatedCents: e.estimatedCents,
          actualCents: e.actualCents,
          payments: e.payments.map((p) => ({ id: p.id, label: p.label, amountCents: p.amountCents, dueDate: p.dueDate, paidAt: p.paidAt })),
        })),
      },
    };
  },
  tools: [
    defineTool({
      name: "get_budget",
      description: "The couple's budget: total, per-category allocations, expected spending, paid and what is left.",
      input: z.object({}),
      run: ({ facts }) =>
        facts.budget === undefined
          ? { error: "unknown" }
          : facts.budget === null
            ? { budget: null, note: answerBudget("", facts).reply }
            : { summary: answerBudget("", facts).reply, allocationsCents: facts.budget.allocations },
    }),
    defineTool({
      name: "get_payments_due",
      description: "The couple's unpaid payments that are overdue or due in the next 7 days, each with its vendor, amount and due date.",
      input: z.object({}),
      run: ({ facts }) => ({ summary: answerPaymentsDue(facts).reply }),
    }),
    defineTool({
      name: "get_category_payments",
      description: "One budget category's expenses: cost, paid, and each payment still to make with its due date (overdue flagged).",
      input: z.object({ category: z.enum(BUDGET_CATEGORY_IDS) }),
      run: ({ facts }, input) => ({
        summary: answerCategoryPayments(budgetCategory(input.category)!.name, facts).reply,
        // The ids the payment proposals take.
        expenses: (facts.budget?.expenses ?? [])
          .filter((e) => e.categoryId === input.category && e.status !== "canceled")
          .map((e) => ({ id: e.id, vendor: e.vendorName, payments: e.payments.map((p) => ({ id: p.id, label: p.label, amountCents: p.amountCents, dueDate: p.dueDate, paid: p.paidAt !== null })) })),
      }),
    }),
    defineTool({
      name: "get_biggest_costs",
      description: "The budget categories costing the couple the most so far, with their vendors.",
      input: z.object({}),
      run: ({ facts }) => ({ summary: answerBiggestCosts(facts).reply }),
    }),
    defineTool({
      name: "guest_count_scenario",
      description: "What the couple's budget comes to at another guest count (costs priced per guest scale; flat fees stay).",
      input: z.object({ guests: z.number().int().min(2).max(5000) }),
      run: ({ facts }, input) => ({ summary: answerGuestScenario(`to ${input.guests} guests`, facts).reply }),
    }),
    defineTool({
      name: "split_total",
      description: "How a total in dollars splits over the typical category shares (the couple's own total when none is given).",
      input: z.object({ total_dollars: z.number().min(1).max(10_000_000).optional() }),
      run: ({ facts }, input) => ({ summary: answerSplitTotal(input.total_dollars ? `$${input.total_dollars}` : "", facts).reply }),
    }),
    defineTool({
      name: "get_left_to_book",
      description: "Which usual vendors the couple has booked (a booked expense) and which are still to book.",
      input: z.object({}),
      run: ({ facts }) => ({ summary: answerLeftToBook(facts).reply }),
    }),
  ],
  actions: [
    defineAction({
      type: "add-expense",
      area: "budget",
      level: "edit",
      input: addExpenseSchema,
      label: (action) => `Add ${action.vendorName}: ${dollars(action.amountCents)}${action.paid ? " paid" : ""}`,
      async run(scope, action) {
        // A payment made is booked and paid on the day; an amount without one is the estimate to book against.
        await createExpense(scope.deps, scope.access, {
          categoryId: action.categoryId,
          vendorName: action.vendorName,
          vendorId: null,
          status: action.paid ? "booked" : "quoted",
          estimatedCents: action.amountCents,
          actualCents: null,
          notes: "",
          payments: action.paid ? [{ label: "Deposit", amountCents: action.amountCents, dueDate: action.date, paid: true }] : [],
        });
        return `${action.vendorName} is in your Budget Tracker under ${categoryName(action.categoryId)}.`;
      },
      changes: ["budget", "planning"],
      proposal: {
        tool: "propose_add_expense",
        description: "Propose adding an expense (a vendor or purchase with its amount, paid today or not) to one budget category; they confirm in the chat.",
        args: z.object({ category: z.enum(BUDGET_CATEGORY_IDS), vendor_name: z.string().min(1).max(120), amount_dollars: z.number().positive(), paid: z.boolean() }),
        toAction(args, facts) {
          return { categoryId: args.category, vendorName: args.vendor_name, amountCents: Math.round(args.amount_dollars * 100), paid: args.paid, date: facts.today };
        },
      },
    }),
    defineAction({
      type: "mark-payment-paid",
      area: "budget",
      level: "edit",
      input: markPaymentPaidSchema,
      label: (action) => `Mark ${possessive(action.vendorName)} ${action.paymentLabel.toLowerCase()} (${dollars(action.amountCents)}) paid`,
      async run(scope, action) {
        await setPaymentPaid(scope.deps, scope.access, action.paymentId, true);
        return `${possessive(action.vendorName)} ${action.paymentLabel.toLowerCase()} is marked paid in your Budget Tracker.`;
      },
      changes: ["budget", "planning"],
      proposal: {
        tool: "propose_mark_payment_paid",
        description: "Propose marking one scheduled, unpaid payment paid (a payment id from get_category_payments); they confirm in the chat.",
        args: z.object({ payment_id: z.string() }),
        toAction(args, facts) {
          const expense = facts.budget?.expenses.find((e) => e.payments.some((p) => p.id === args.payment_id));
          const payment = expense?.payments.find((p) => p.id === args.payment_id);
          if (!expense || !payment) return { error: "No payment of theirs has that id; read it from get_category_payments." };
          if (payment.paidAt) return { error: "That payment is already marked paid." };
          return { paymentId: args.payment_id, vendorName: expense.vendorName || categoryName(expense.categoryId), paymentLabel: payment.label || "Payment", amountCents: payment.amountCents };
        },
      },
    }),
    defineAction({
      type: "record-payment",
      area: "budget",
      level: "edit",
      input: recordPaymentSchema,
      label: (action) => `Record ${dollars(action.amountCents)} paid to ${action.vendorName}`,
      async run(scope, action) {
        await recordPaymentMade(scope.deps, scope.access, action.expenseId, { label: "Payment", amountCents: action.amountCents, date: action.date });
        return `${dollars(action.amountCents)} paid to ${action.vendorName} is in your Budget Tracker.`;
      },
      changes: ["budget", "planning"],
      proposal: {
        tool: "propose_record_payment",
        description: "Propose recording money the couple already paid to a vendor in their budget when no scheduled payment matches the amount (an expense id from get_category_payments); they confirm in the chat.",
        args: z.object({ expense_id: z.string(), amount_dollars: z.number().positive() }),
        toAction(args, facts) {
          const expense = facts.budget?.expenses.find((e) => e.id === args.expense_id);
          if (!expense) return { error: "No expense of theirs has that id; read it from get_category_payments." };
          return { expenseId: args.expense_id, vendorName: expense.vendorName || categoryName(expense.categoryId), amountCents: Math.round(args.amount_dollars * 100), date: facts.today };
        },
      },
    }),
    defineAction({
      type: "set-budget-category",
      area: "budget",
      level: "edit",
      input: setBudgetCategorySchema,
      label: (action) => `Set ${budgetCategory(action.categoryId)?.name ?? action.categoryId} to ${dollars(action.amountCents)}`,
      async run(scope, action) {
        await setCategoryAllocation(scope.deps, scope.access, action.categoryId, action.amountCents);
        return `${budgetCategory(action.categoryId)!.name} is now ${dollars(action.amountCents)}.`;
      },
      changes: ["budget", "planning"],
      proposal: {
        tool: "propose_set_budget_category",
        description: "Propose setting the amount of one budget category; they confirm in the chat.",
        args: z.object({ category: z.enum(BUDGET_CATEGORY_IDS), amount_dollars: z.number().min(0) }),
        toAction(args, facts) {
          if (!facts.budget) return { error: "The couple has no total budget yet; they set it in the budget tracker first." };
          return { categoryId: args.category, amountCents: Math.round(args.amount_dollars * 100) };
        },
      },
    }),
    defineAction({
      type: "set-budget-total",
      area: "budget",
      level: "edit",
      input: setBudgetTotalSchema,
      label: (action) => `Set your total budget to ${dollars(action.totalCents)}`,
      async run(scope, action) {
        await saveBudget(scope.deps, scope.access, { totalCents: action.totalCents, guestCount: action.guestCount });
        return `Your total budget is now ${dollars(action.totalCents)}, with your categories rescaled to fit.`;
      },
      changes: ["budget", "planning"],
      proposal: {
        tool: "propose_set_budget_total",
        description: "Propose changing the couple's total wedding budget (the categories are rescaled to fit); they confirm in the chat.",
        args: z.object({ total_dollars: z.number().positive() }),
        toAction(args, facts) {
          if (!facts.budget) return { error: "The couple has no budget yet; they set it in the budget tracker first." };
          return { totalCents: Math.round(args.total_dollars * 100), guestCount: facts.budget.guestCount };
        },
      },
    }),
  ],
  skills: [
    {
      // "Set our budget to 45k", "raise the total by 3 grand": the whole budget's total, a change June proposes.
      intent: "set-budget-total",
      rank: 57,
      slotted: true,
      topic: "changing your total budget",
      recognizes: (t, facts) => facts !== undefined && budgetTotalToSet(t, facts) !== undefined,
      answer: ({ text, facts }) => answerSetBudgetTotal(text, facts),
    },
    {
      intent: "budget-scenario",
      rank: 100,
      slotted: true,
      utterances: ["what if we invited fewer people", "how much would a smaller guest list save", "savings from cutting guests", "cost difference with 20 less guests"],
      topic: "a smaller guest list",
      recognizes: (t, facts) =>
        (has(t, /\b(cut|cutting|trim\w*|drop\w*|down to|reduce\w*|fewer|less|smaller|instead of|only invite\w*|what if we (had|invite\w*)|\d+ (?:more|extra|additional) (?:guests?|people|ppl))\b/) || twoGuestCountsIn(t) !== undefined) &&
        has(t, /\b(save|saving|savings|cheaper|cost|costs|budget|money|price|spend|difference|catering|food|bar|do to|mean for)\b/) &&
        (twoGuestCountsIn(t) !== undefined || targetGuestCount(t, facts?.budget?.guestCount ?? facts?.profile?.guestCount ?? 0) !== undefined),
      answer: ({ text, facts }) => answerGuestScenario(text, facts),
    },
    {
      intent: "budget-shares",
      rank: 101,
      slotted: true,
      utterances: ["split the cost evenly between the families", "what does each family pay", "our parents are contributing, what's left for us"],
      topic: "who pays what",
      recognizes: (t) =>
        sharesIn(t) !== undefined ||
        (amountsIn(t).length > 0 && has(t, /\b(giving|give|gives|chipping in|chip in|contribut\w*|covering|put(ting)? in|gift\w*|helping( us)? with|paying for)\b/) && has(t, /\b(we|us|ourselves|our)\b/)),
      answer: ({ text, facts }) => answerShares(text, facts),
    },
    {
      intent: "budget-split",
      rank: 102,
      slotted: true,
      utterances: ["how should we divide 40k", "split a 25000 budget for us", "what's a typical breakdown for 30k"],
      topic: "splitting a total",
      recognizes: (t) => amountIn(t) !== undefined && categoryIn(t) === undefined && has(t, /\b(split|divide|allocate|spread|break\w* (it )?down|breakdown|distribute|how should we spend)\b/),
      answer: ({ text, facts }) => answerSplitTotal(text, facts),
    },
    {
      intent: "budget-per-guest",
      rank: 103,
      slotted: true,
      utterances: ["cost per guest", "what is that per head", "price per plate"],
      topic: "cost per guest",
      recognizes: (t) => has(t, /\bper (head|guest|person|plate)\b|\ba head\b/) && !has(t, /\b(venues?|vendors?|find|recommend)\b/),
      answer: ({ text, facts }) => answerPerGuest(text, facts),
    },
    {
      intent: "budget-category-payments",
      rank: 104,
      slotted: true,
      utterances: ["when is the photographer's balance due", "did we pay the caterer's deposit", "what do we still owe the florist"],
      topic: "one vendor's payments",
      // "What's the DJ going to cost us": one of their own vendors' figures, not the directory's or advice.
      recognizes: (t, facts) =>
        (categoryIn(t) ?? ownVendorCategoryIn(t, facts)) !== undefined &&
        !ONLY_OVERDUE.test(t) &&
        (has(t, /\b(pay|paid|paying|payments?|owe|owed|due|deposit|balance|installment|the rest|go through|gone through|went through)\b|\bhow much (?:is|was|will) (?:the |our )?[a-z]+(?: [a-z]+)? (?:going to be|gonna be|be|cost|run us)\b/) || has(t, /\b(cost|costs|costing|charging|charge)\b/) && has(t, /\b(us|our|we|we're|we've)\b/) || has(t, /\b(?:the )?total (?:for|of|on)\b|\bcover(?:ing)? (?:the|our)\b/) ||
          // "What did the dress end up costing", "how much did the dress cost", "remind me what the DJ quoted us": a cost already settled.
          // "Remind me what's left on the photographer": what is still owed to a vendor, not what is left of a budget line.
          (has(t, /\b(?:left|remaining|still owed?) (?:on|to pay on|to pay for|owing on|with) (?:the |our |my )?[a-z]+/) && !has(t, /\b(?:budget\w*|set aside|allocat\w*|categor\w*|line)\b/)) ||
          // A quote weighed against the budget ("music budget vs what the dj quoted us") is the category's standing.
          (has(t, /\b(?:did|does|has|have|had) (?:the |our |my )?[a-z]+(?: [a-z]+)? (?:end up |wind up |ended up |actually |finally )?(?:cost|costing|come to|come out to|run)\b|\b(?:ended|end|wound|wind) up (?:costing|being|at)\b|\b(?:quoted|quote)\b[^.?!]*\b(?:us|me)\b|\bhow much (?:was|were) (?:my|our|the) [a-z]+(?: [a-z]+)?(?: again)?\b|\bwhat (?:was|were|is) (?:the |our )?[a-z]+(?: [a-z]+)?(?:'s)? (?:quote|price|total)\b/) && !has(t, /\b(?:budget\w*|set aside|allocat\w*|vs\.?|versus|compar\w*)\b/))) &&
        !has(t, /\b(set|put(?! (?:a |the |our |any )?(?:deposit|down|money down))|move|bump|raise|allocate|tip|tipping|should|usually|typically|average|normal)\b|\b(?:compared (?:to|with)|than|vs\.?|versus|against) (?:what )?(?:we )?(?:planned|budgeted|set aside|allocated)\b/),
      answer: ({ text, facts }) => answerCategoryPayments(text, facts),
    },
    {
      // "Are we still under budget on flowers?", "how's the photography line looking": one category's figures against
      // what they set aside, before any guess.
      intent: "budget-category-standing",
      rank: 107,
      slotted: true,
      topic: "one budget category",
      recognizes: (t) => categoryIn(t) !== undefined && (has(t, BUDGETED_FOR) && !has(t, /\b(?:if|what if|should|change|set|raise|bump|lower|cut|move)\b/) || has(t, /\b(?:over|under|within|blown|blew|busted|above|below)\b[^.?!]*\bbudget\b|\bbudget\b[^.?!]*\b(?:over|under|blown|busted)\b|\bhow (?:far )?(?:over|under) (?:are|were|did) we\b|\b(?:compared (?:to|with)|than|vs\.?|versus|against) (?:what )?(?:we )?(?:planned|budgeted|set aside|allocated)\b/) || has(t, /\bhow(?:'s|s| is| are| does)\b[^.?!]*\b(?:line|line item|budget line|category)\b[^.?!]*\b(?:look\w*|doing|shaping up|at)\b/)) && !has(t, /\b(set|put|move|bump|raise|allocate|find|recommend|suggest|search|under \$?\d|who|serves?|serving|works? in|options)\b/),
      answer: ({ text, facts }) => answerBudget(text, facts),
    },
    {
      // "How much money do we have left that isn't committed?": the whole budget's standing, never a guess between money skills.
      intent: "budget",
      rank: 119,
      slotted: true,
      topic: "what's left in your budget",
      recognizes: (t) =>
        categoryIn(t) === undefined &&
        has(t, /\bhow much\b[^.?!]*\b(left|remaining|left over|leftover|uncommitted|(?:still )?free|unspent|not (?:yet )?(?:committed|spoken for|allocated|spent))\b|\b(?:run|running|ran) out of (?:money|budget|cash|funds)\b|\b(?:money|budget|funds) (?:left|remaining)\b|\b(?:total|overall|whole) budget\b|\bwhat(?:'s| is| was) (?:our|the) budget\b/) &&
        !has(t, /\b(book|booked|booking|hire|time|days?|weeks?|months?|guests?|per)\b/),
      answer: ({ text, facts }) => answerBudget(text, facts),
    },
    {
      intent: "budget-left-to-book",
      rank: 106,
      slotted: true,
      utterances: ["what's left to book", "which vendors haven't we hired", "what do we still need to book", "vendors not booked yet"],
      topic: "what's left to book",
      recognizes: (t) =>
        has(t, /\b(book|booked|booking|lock(ed)? (down|in)|hire|hired|secure|secured)\b/) &&
        has(t, /\b(left|still|yet|haven't|havent|have not|not|need|remaining|missing)\b/) &&
        !has(t, /\b(add|task|remind|mark|check|tick|done|delete|remove|venues? (for|in|that)|tour)\b/) &&
        // "After everything we've booked, how much is left?" asks for money, not for what is left to book.
        !has(t, /\bhow much\b[^.?!]*\b(left|remaining|free|uncommitted|unspent|available)\b|\b(money|dollars|budget)\b[^.?!]*\b(left|remaining)\b|\b(left|remaining)\b[^.?!]*\b(?:in|of|from) (?:the |our )?(?:budget|money|total)\b/) &&
        // "Our DJ isn't locked in, any djs near columbus under 2500?" is a search of the directory.
        priceCapIn(t) === undefined && !has(t, /\b(?:any \w+|anybody|anyone) (?:near|in|around)\b/),
      answer: ({ facts }) => answerLeftToBook(facts),
    },
    {
      // "Who's our florist again?", "which vendors have we locked in?": the couple's own vendors, not a directory search.
      intent: "budget-our-vendors",
      rank: 105,
      slotted: true,
      topic: "your vendors",
      recognizes: (t) =>
        has(t, /\b(who|who's|whos|which|what)\b/) &&
        (categoryIn(t) !== undefined || has(t, /\bvendors?\b|\bwho (?:we'?ve|we have|have we|did we) (?:\w+ )?(?:booked|hired)\b/)) &&
        has(t, /\b(our|we've|we have|have we|did we|we went|we go|we're going|we are going)\b/) &&
        has(t, /\b(again|booked|hired|locked (in|down)|secured|signed|using|used|going with|went with|go with|chose|picked|ours)\b|\b(who|who's|whos) is our\b|\b(?:who's|whos) our\b|\b(?:who|which \w+) did we (?:book|hire|pick|choose|go with|end up with)\b/) &&
        !has(t, /\b(find|recommend|suggest|good|best|cheap|cheapest|near|under|search|looking|need (?:an?|to (?:find|book|hire|get))|still|yet|left|haven't|havent|not|pay|paid|owe|due|cost|costs|price|save|saved|hearted|favorites?)\b/) &&
        !has(t, BUDGETED_FOR),
      answer: ({ text, facts }) => answerOurVendors(text, facts),
    },
    {
      // "Is the DJ booked or just quoted?", "which vendors are we still deciding on?": the budget's expense statuses.
      intent: "budget-vendor-status",
      rank: 105,
      slotted: true,
      topic: "where your vendors stand",
      recognizes: (t) =>
        (categoryIn(t) !== undefined || has(t, /\bvendors?\b/)) &&
        // "Which vendors haven't we booked yet" asks what is left to book, not each vendor's status.
        !(categoryIn(t) === undefined && has(t, /\b(?:haven't|havent|have not|not yet|yet to|still (?:need|have) to)\b[^.?!]*\b(?:booked|book|hired|hire)\b/)) &&
        (has(t, /\b(booked|quoted?|quotes|considering|deciding|decided|undecided|on the fence|signed|contract|hired|locked in|committed|pick|picked|chose|chosen|go with|gone with|went with|settled on|up in the air)\b/) ||
          // "Did we ever actually book the dj?"
          has(t, /\b(?:did|have) we (?:ever |actually |already |really |end up |ended up )*(?:book|booking|hire|hiring|sign|lock in|go with|going with)\b/)) &&
        has(t, /\b(our|we|we're|the|is|are|did|was|their)\b/) &&
        // "We still haven't signed the DJ, can you show me some other djs": the status is the setting, others are asked for.
        !has(t, /\b(find|recommend\w*|suggest\w*|cheap|cheapest|near|around|under|search|looking for|need an?|pay|paid|owe|due|deposit|add|remind|task|how (early|far|soon)|when should|should we|tip|left to book|still (need|have) to book|how much|money|left over|who does|who do|web ?site|site|page|show (?:me|us)|(?:some )?other (?:djs?|bands?|options|ones|vendors|photographers|florists|caterers|bakers|planners|officiants)|alternatives?)\b/) &&
        // "Any videographers that travel to cincinnati? we never booked one": the directory asked for in a city.
        !(cityIn(t) !== undefined && has(t, /\b(?:any|are there|got any|know any)\s+(?:good\s+)?[a-z]+s\b[^.?!]*\b(?:in|that|who|near|around|travel|serve|serving|work)\b/)),
      answer: ({ text, facts }) => answerVendorStatus(text, facts),
    },
    {
      // "Who do we still have to pay?": every vendor with an unpaid payment, not only the overdue ones.
      intent: "budget-who-to-pay",
      rank: 105,
      slotted: true,
      topic: "who you still owe",
      // "What's the biggest thing we still owe", "our largest payment left": the biggest balance or payment first.
      recognizes: (t) =>
        categoryIn(t) === undefined &&
        (has(t, /\b(who|which vendors?|which (?:one|ones)|whom|total|altogether|in all|add up|all together|sum|biggest|largest|highest)\b/) && has(t, /\b(pay|owe|owing|unpaid|(?:haven't|have not|not yet|not|yet to be) (?:\w+ )?paid)\b/) ||
          has(t, /\b(?:biggest|largest|highest) (?:\w+ )?(?:payment|installment|bill|balance)s?\b[^.?!]*\b(?:left|still|to make|due|owe|unpaid|coming)\b/)) &&
        !has(t, /\b(overdue|late|past due|this week|next week|soon|tip|tipping|usually|traditionally|supposed)\b/),
      answer: ({ text, facts }) => answerWhoToPay(facts, text),
    },
    {
      // "Which vendors have we actually paid the deposit to?": the payments already made, by vendor.
      intent: "budget-paid-so-far",
      rank: 102,
      slotted: true,
      topic: "who you've paid",
      recognizes: (t) =>
        categoryIn(t) === undefined &&
        has(t, /\b(?:which|what|who|whom)\b[^.?!]*\b(?:have|did|'ve) (?:we|i) (?:actually |already |even )?(?:paid|pay|put (?:a )?deposits? (?:down )?(?:with|on|to))\b|\b(?:which|what) (?:vendors?|deposits?|payments?) (?:have|are|were) (?:been |already )?paid\b/) &&
        !has(t, /\b(?:not|haven't|havent|yet to|still|owe|left|due|overdue|late|how much|total)\b/) ||
        // "How much have we put down in deposits total?": the sum of what is paid, with the payments it adds up.
        (categoryIn(t) === undefined && has(t, /\bhow much\b[^.?!]*\b(?:have|did|'ve) (?:we|i) (?:actually |already |even )?(?:paid|put down|handed over|forked over)\b[^.?!]*\b(?:deposits?|retainers?|so far|total|in total|altogether|to date|already)\b|\b(?:total|sum) (?:of )?(?:(?:our|the|all) )?(?:deposits|payments) (?:paid|made|so far|to date)\b/) && !has(t, /\b(?:not|haven't|havent|yet to|still|owe|left|due|overdue|late|remaining)\b/)),
      answer: ({ text, facts }) => answerPaidSoFar(text, facts),
    },
    {
      // "Is anything else due on June 3? what's the total that day": one day's payments, named by its date.
      intent: "budget-due-on-day",
      rank: 103,
      slotted: true,
      topic: "payments due on a day",
      recognizes: (t, facts) => facts?.budget != null && categoryIn(t) === undefined && !has(t, /\b(tasks?|to-?dos?|rsvps?|deadline|add|put|move|set|mark)\b/) && has(t, /\b(?:anything|what(?:'s| is| else)?|which|total|how much|payments?|bills?)\b/) && paymentDayIn(t, facts.today) !== undefined,
      answer: ({ text, facts }) => answerPaymentsOnDay(facts, text),
    },
    {
      // "What payments are due in june and what's the total", "what do we owe before the end of the year": a span's payments.
      intent: "budget-due-in-window",
      rank: 102,
      slotted: true,
      topic: "payments due in a month",
      recognizes: (t, facts) => facts?.budget != null && categoryIn(t) === undefined && !has(t, /\b(tasks?|to-?dos?|rsvps?|deadline|add|put|move|set|mark|remind)\b/) && has(t, /\b(?:payments?|bills?|owe|owed|due|pay)\b/) && has(t, /\b(?:what|which|how much|total|anything|any)\b/) && paymentWindowIn(t, facts.today) !== undefined,
      answer: ({ text, facts }) => answerPaymentsInWindow(facts, text),
    },
    {
      intent: "budget-payments-due",
      rank: 115,
      slotted: true,
      recognizes: (t) =>
        (categoryIn(t) === undefined || ONLY_OVERDUE.test(t)) &&
        (has(t, /\b(overdue|late|past due|behind|miss(ed)?|forg[eo]t\w*|due (this|next) week|next week|coming up|soon|(?:this|next) month|(?:in )?the next (?:two|2|three|3|few|couple(?: of)?) weeks|(?:in )?the next (?:\d+|few|couple(?: of)?) days|within (?:a|one|two|\d+) (?:weeks?|days|months?)|this coming week)\b/) || has(t, /\b(next|upcoming)\b[^.?!]*\b(pay\w*|bills?|installments?|deposits?)\b/)) &&
        (has(t, /\b(pay\w*|owe|deposits?|bills?|balances?|money|installments?)\b/) || (has(t, /\boverdue\b/) && has(t, /\b(?:how much|total|all together|altogether|combined|sum|add(?:s|ed)? up)\b/) && !has(t, /\btasks?\b/))),
      utterances: ["any late payments to vendors", "outstanding balances we owe", "payments coming up soon", "is a deposit past due", "who do we still need to pay this week", "have we missed a payment", "bills due soon", "did we pay the baker on time"],
      topic: "payments due",
      answer: ({ text, facts }) => answerPaymentsDue(facts, text),
    },
    {
      intent: "budget-biggest",
      rank: 116,
      slotted: true,
      recognizes: (t) =>
        (has(t, /\b(most|biggest|largest|priciest|most expensive)\b/) && has(t, /\b(spent|spend|spending|expense|expenses|cost|costs|money|booked|paying|paid|bill|bills|chunk)\b/)) ||
        // "Which category is eating the budget", "where is all our money going".
        has(t, /\beat(?:ing|s)? (?:up )?(?:the|our|all (?:the|our)|most of (?:the|our)) (?:budget|money)\b|\bwhere(?:'s| is| does| did) (?:all )?(?:the |our )?(?:money|budget) (?:go|going|gone|went)\b|\btak(?:ing|es) up (?:the )?most (?:of )?(?:the |our )?(?:budget|money)?\b/),
      utterances: ["where is most of our money going", "largest cost so far", "what costs us the most", "top expenses", "which vendor is the priciest so far"],
      topic: "your biggest costs",
      answer: ({ facts }) => answerBiggestCosts(facts),
    },
    {
      // "We paid the florist's deposit", "mark the DJ deposit paid", "$500 to Sugar Maple today": a payment to a vendor
      // already in the budget, marked or recorded there rather than added as a second expense.
      intent: "payment-made",
      rank: 57,
      slotted: true,
      topic: "marking a payment paid",
      // No utterances: the recognizer is precise, and new examples would move the classifier's other intents.
      recognizes: (t, facts) => paymentMadeAsked(t, facts),
      answer: ({ text, facts }) => answerPaymentMade(text, facts),
    },
    {
      // "We put down a $300 deposit with Sugar Maple, add that": a cost to write down, ahead of the category's figures.
      intent: "add-expense",
      rank: 58,
      slotted: true,
      topic: "adding an expense",
      utterances: ["add an expense for the florist", "log a $500 deposit for the dj", "we paid the photographer 1000, add it", "record a payment of $200 for the cake", "track a $75 charge for stationery"],
      recognizes: (t) => has(t, ADD_EXPENSE) && expenseAmountIn(t) !== undefined,
      answer: ({ text, facts }) => answerAddExpense(text, facts),
    },
    {
      // "What percent of the whole budget have we paid out?": shares of the total, not the summary.
      intent: "budget-share",
      rank: 56,
      slotted: true,
      topic: "how much of the budget is paid",
      recognizes: (t) => categoryIn(t) === undefined && has(t, /\b(?:percent(?:age)?|per cent|what share|what fraction|what proportion)\b|%/) && has(t, /\b(?:paid|pay|spent|spend|spending|committed|used|gone|budget)\b/),
      answer: ({ facts }) => answerBudgetShare(facts),
    },
    {
      // "How much more is the catering than the venue?", "food plus flowers together": two categories compared or added.
      intent: "budget-two-categories",
      rank: 57,
      slotted: true,
      topic: "two budget categories together",
      recognizes: (t) =>
        categoriesIn(t).length === 2 &&
        (has(t, /\b(?:more|less|than|difference|vs\.?|versus|compared|plus|together|combined|sum|in all|both|cheaper|pricier|costlier|more expensive|those two|the two)\b/) || (/\w\s*\+\s*\w/.test(t) && has(t, /\b(?:total|cost\w*|spend\w*|spent|budget\w*|together|combined|come to|add up)\b/))) &&
        // "Is the caterer more than the venue?": asked yes or no, it is still the two costs compared.
        (has(t, /\b(?:how much|what(?:'s| is| does)?|which|cost\w*|come to|add up|total|spend\w*|spent)\b/) || has(t, /^\W*(?:is|are|was|were|does|do)\b[^.?!]*\b(?:more|less|cheaper|pricier|costlier|more expensive)\b[^.?!]*\bthan\b/)) &&
        !has(t, /\b(?:set|put|move|bump|raise|allocate|find|recommend|suggest|search)\b/),
      answer: ({ text, facts }) => answerTwoCategories(text, facts),
    },
    {
      // "Did we blow past what we planned anywhere?": the categories whose expected spending passed what was set aside.
      intent: "budget-over",
      rank: 108,
      slotted: true,
      topic: "where you're over budget",
      recognizes: (t) =>
        categoryIn(t) === undefined &&
        has(t, /\b(?:blow|blew|blown|go|went|gone|run|ran|going|gotten|got) (?:past|over|above|beyond)\b[^.?!]*\b(?:planned|budget\w*|set aside|allocated|plan)\b|\b(?:where|which|what|any|anything|anywhere)\b[^.?!]*\bover (?:budget|what we (?:planned|set aside|budgeted|allocated))\b|\bover (?:budget|what we (?:planned|set aside|budgeted))\b[^.?!]*\b(?:where|which|what|any|anything|anywhere)\b|\b(?:are|r) (?:we|u) over (?:on|in) (?:anything|any ?thing|any categor(?:y|ies)|something)\b|\bwhat (?:are|r) (?:we|u) over (?:on|in)\b/),
      answer: ({ facts }) => answerOverBudget(facts),
    },
    {
      // "Is the DJ under 2,500 bucks?": the couple's own vendor's price against a figure, not a directory search.
      intent: "budget-own-price",
      rank: 59,
      slotted: true,
      topic: "what your vendor costs",
      recognizes: (t, facts) => ownPriceCheckIn(t, facts) !== undefined,
      answer: ({ text, facts }) => answerOwnPriceCheck(text, facts),
    },
    {
      // "If the DJ ends up being two grand, are we still under?": a price weighed against the category, not a change to it.
      intent: "budget-what-if",
      rank: 59,
      slotted: true,
      topic: "whether a price fits",
      recognizes: (t, facts) =>
        (amountIn(t) ?? newPriceIn(t)) !== undefined &&
        (categoryIn(t) ?? ownVendorCategoryIn(t, facts)) !== undefined &&
        // "Florist quote came back higher, it's 4200 now. how far over does that put us": a new price, weighed.
        has(t, /\b(?:if|would|will|could)\b[^.?!]*\b(?:under|within|over|fit|fits|afford|enough|covered|ok|okay|blow|still)\b|\bcan we afford\b|\b(?:came back|went up|is now|it'?s now|now (?:it'?s|at)|new (?:quote|price))\b[^?]*\b(?:over|under|within|put us|leave us|fit)\b|\b(?:still )?(?:under|within|over) (?:what we|our|the)\b[^.?!]*\b(?:set aside|budget\w*|allocat\w*|planned)\b|\bfit (?:in|into|within) (?:our|the)\b/) &&
        !has(t, /^\W*(?:please\s+)?(?:set|put|make|change|allocate|move|bump|raise|lower|increase|reduce|give)\b|\b(?:find|recommend|suggest|search|show me|look for)\b/),
      answer: ({ text, facts }) => answerWhatIfCost(text, facts),
    },
    {
      // "Can you organize the flowers budget up to 3,850 so it stops showing red" (British "organise" is read the same): a category's amount to change, said plainly.
      intent: "set-budget-category",
      rank: 58,
      slotted: true,
      topic: "changing a category's budget",
      recognizes: (t, facts) =>
        // "How much we set aside for music vs what the dj quoted us" compares: "set aside" is what was set, not a request.
        (categoryIn(t) !== undefined && MATCH_COST.test(t) && /\b(?:make|set(?! aside)|change|bump|raise|update|fix|adjust|move|increase|boost|up(?= (?:the|our|my) )|top up)\b/.test(t) && !/\bhow much\b/.test(t) && facts !== undefined && expectedCostOf(categoryIn(t)!, facts) !== undefined) ||
        categoryIn(t) !== undefined &&
        amountToSet(t) !== undefined &&
        (changeDirectionIn(t) !== 0 || has(t, /\bbudget (?:up |down )?to\b|\b(?:raise|bump|increase|lower|reduce|change|set|move|make|organi[sz]e|adjust|update|fix)\b[^.?!]*\b(?:budget|allocation)\b[^.?!]*\bto \$?\d|\bzero (?:\w+ ){0,3}out\b|\bzero out\b/) || TRANSFER.test(t)) &&
        !has(t, /\b(?:find|recommend|suggest|search|show me|look for|looking for|vendors?|florists?|photographers?|djs?|bakers?|caterers?)\b|\bhow much\b/),
      answer: ({ text, facts }) => answerSetBudgetCategory(text, facts),
    },
    {
      intent: "set-budget-category",
      rank: 60,
      utterances: ["set the photographer budget to 3000", "put $2,500 toward flowers", "allocate 4k to catering", "change the music budget to $2,000", "make the venue budget 10000", "give the cake 600 dollars", "move 1500 to the dj", "bump the florist to $3,000", "budget 800 for transportation", "raise the attire budget to 2k"],
      recognizes: (t) =>
        ((has(t, /\b(set|put|make|change|allocate|move|budget|give|bump|raise|increase|lower|reduce|drop|cut|save)\b/) || changeDirectionIn(t) !== 0) && amountToSet(t) !== undefined && categoryIn(t) !== undefined && !has(t, /\bhow much\b/) && !SAID_NOT_ASKED.test(t)) ||
        // "Set the flowers budget pls": the amount is missing, so June asks for it.
        (has(t, /^\W*(?:(?:please|pls|can you|could you|ok|okay)\s+)*(?:set|change|update|adjust|fix)\s+(?:the\s+|our\s+)?[a-z& ]{2,30}?\s*(?:budget|allocation)\b[^\d$]*$/) && categoryIn(t) !== undefined),
      answer: ({ text, facts }) => answerSetBudgetCategory(text, facts),
    },
    {
      intent: "budget",
      rank: 120,
      utterances: ["money left for the photographer", "how much remains for flowers", "what's left for the venue", "how much is our budget for music", "what remains of our budget", "what is the overall budget we set", "how much have we spent so far", "how much do we still owe", "what have we paid so far", "are we over budget", "which category went over", "is any payment late", "did we pay the caterer", "what is the photographer charging us", "price of our band", "our allocation for the florist", "divide our budget across categories", "we have 25k how do we divide it", "what would we save with fewer guests", "does dropping 20 guests lower the cost", "price per plate for food", "family is contributing, what is our part", "split the total between our families", "can we afford it", "money left for the cake"],
      recognizes: (t) =>
        has(t, /\b(budget|afford|spent|spend|spending|left|remaining|split|allocat\w*|cost|costs|money|over budget|how much|owe|owed|unpaid|outstanding)\b/) && !has(t, /\b(suggest|recommend|find|show)\b.*\bvenues?\b/),
      answer: ({ text, facts }) => answerBudget(text, facts),
      capability: "Your budget: how it splits, what's left, and setting a category",
    },
  ],
  async overview(scope) {
    const view = await getBudget(scope.deps, scope.access);
    const figures = view.lines === null && view.budget ? budgetFigures(view.budget.totalCents, view.budget.allocations, view.expenses) : null;
    return {
      budget: figures
        ? { totalCents: figures.totalCents, costCents: figures.costCents, paidCents: figures.paidCents, remainingCents: figures.remainingCents, expenseCount: view.expenses.length }
        : null,
    };
  },
});

