import MiniSearch from "minisearch";
import { STOPWORDS, stem } from "../words.ts";

/**
 * June's planning and etiquette knowledge, written for Serviceberry couples in Ohio and Tennessee.
 * Each topic names the words that bring it up; the built-in engine answers with the best match.
 * Facts that vary by county or change over time say so and point to who decides.
 */
export interface KnowledgeTopic {
  id: string;
  /** Any of these (whole words or phrases, lower case) brings the topic up; longer matches weigh more. */
  keywords: readonly string[];
  answer: string;
}

export const KNOWLEDGE: readonly KnowledgeTopic[] = [
  {
    id: "invitations-timing",
    keywords: ["send invitations", "mail invitations", "invitations out", "invitation timing", "invites out", "send invites", "send the invitations", "send out invitations", "invites go out", "invitations go out", "invites in advance", "invitations in advance", "advance should invites", "advance should invitations", "advance should we send invitations", "advance should we send invites", "early should invitations", "early should invites", "mail the invites", "mail out invites"],
    answer:
      "Mail invitations 6 to 8 weeks before the wedding (8 to 10 weeks if many guests travel or it's a holiday weekend). Set the RSVP deadline 3 to 4 weeks before the day, so your caterer gets a final count on time. Save-the-dates go out 6 to 8 months ahead, or 8 to 12 months for a destination wedding.",
  },
  {
    id: "save-the-dates",
    keywords: ["save the date", "save-the-date", "save the dates", "save-the-dates"],
    answer:
      "Save-the-dates go out 6 to 8 months before the wedding, or 8 to 12 months ahead when most guests travel. Send them only to people you're sure to invite: everyone who gets one must get an invitation.",
  },
  {
    id: "details-changed-after-save-the-dates",
    keywords: ["changed after the save the dates", "venue changed", "date changed", "new venue after save the dates", "tell people the venue changed", "tell guests the date changed", "change of plans card", "save the dates already went out"],
    answer:
      "Tell guests plainly and soon, the same way they heard first: a short email or a printed \"change of plans\" card to everyone who got a save-the-date, with the new venue or date and a line like \"we've moved, same joy\". Update your wedding website the same day, and let the invitation carry the final details. No apology essay is needed; most guests only want the new facts.",
  },
  {
    id: "uninvite-after-save-the-date",
    keywords: ["uninvite", "un-invite", "already got a save the date", "take back a save the date", "cut people who got save the dates", "rescind an invitation"],
    answer:
      "It's awkward and best avoided: a save-the-date is a promise of an invitation. If you must cut, do it only for a real reason (a smaller venue, a budget cut), call each person or write a personal note before invitations go out, and cut by a rule applied evenly (no plus-ones, no coworkers) rather than one by one. Where you can, trim the people who haven't had a save-the-date yet instead.",
  },
  {
    id: "b-list-late-invite",
    keywords: ["in her spot", "in his spot", "in her place", "in his place", "in their place", "in their spot", "instead of her", "replace a guest", "b list", "b-list", "invite someone else this late", "invite late"],
    answer:
      "It's not tacky: inviting from a B list when someone declines is common. Send it as soon as you can, ideally 4 to 5 weeks before the wedding with a reply date a week or two out, so it doesn't feel last-minute; a quick call or personal note first makes it feel warm rather than second-choice.",
  },
  {
    id: "rsvp-deadline",
    keywords: ["rsvp deadline", "rsvp by", "when should rsvps", "rsvp date", "respond by"],
    answer:
      "Ask for RSVPs 3 to 4 weeks before the wedding. Most caterers want a final headcount 7 to 14 days before, and you'll want a few days to chase late replies and finish the seating chart.",
  },
  {
    id: "plus-ones",
    keywords: ["plus one", "plus-one", "plus ones", "plus-ones", "bring a date", "bring a guest"],
    answer:
      "You don't have to give every guest a plus-one. A common rule: give one to anyone married, engaged or living with a partner (invite the partner by name), and to wedding party members. A serious, long-term relationship is generally treated the same way even without a ring: inviting the partner by name is the courteous choice. Beyond that it's up to you and your budget. Address the envelope to exactly who is invited, and include 'and Guest' only when you mean it.",
  },
  {
    id: "kids",
    keywords: ["kids", "children", "child-free", "adults only", "adults-only", "no kids"],
    answer:
      "An adults-only wedding is fine. Say it by addressing invitations only to the adults, and add a gentle line on your wedding website ('We love your little ones, but our celebration is adults only'). Many couples make an exception for immediate family or the flower girl and ring bearer; keep it consistent.",
  },
  {
    id: "reciprocal-invites",
    keywords: ["invited us to theirs", "invited us to their wedding", "invited us to her wedding", "invited us to his wedding", "because they invited us", "just because they invited", "they invited us", "invite them back", "return the invite", "return the invitation", "owe them an invite", "owe them an invitation", "reciprocate", "went to their wedding", "obligated to invite", "have to invite people who invited"],
    answer:
      "You don't have to invite someone just because they invited you to their wedding. If you're still close, invite them; if you've drifted apart (no real contact in a year or more), it's fine to leave them off, especially when you're cutting the list. Apply the same rule to everyone so no one feels singled out, and if it comes up, a kind \"we had to keep it small\" is enough.",
  },
  {
    id: "who-pays",
    keywords: ["who pays", "who traditionally pays", "parents pay", "bride's family pay", "groom's family pay", "pay for what", "who is supposed to pay", "who's supposed to pay", "who should pay", "who usually pays", "supposed to pay for", "bridesmaids dresses", "bridesmaid dresses", "bridesmaids' dresses", "pay for the dresses", "pay for their dresses", "pay for their suits", "pay for the tux"],
    answer:
      "Traditionally the bride's family paid for the wedding and reception and the groom's family for the rehearsal dinner, but today most couples pay for much of it themselves and families contribute what they can. Ask each family early, privately, whether they'd like to help and how much, before you set the total. The wedding party traditionally pays for their own attire (bridesmaids' dresses, suits or tux rentals) and travel; the couple pays for their flowers and their gifts, and many couples now help with dresses they picked.",
  },
  {
    id: "thank-you-notes",
    keywords: ["thank you note", "thank-you note", "thank you notes", "thank-you notes", "thank you cards", "thank-you cards"],
    answer:
      "Send thank-you notes for shower gifts within 2 weeks, and for wedding gifts within 3 months of the wedding. Handwrite them, name the gift, and say how you'll use it (for money, what it's going toward).",
  },
  {
    id: "tipping",
    keywords: ["tip", "tips", "tipping", "gratuity", "gratuities", "amount to give"],
    answer:
      "Check your contracts first: many caterers add a service charge. Typical tips: catering and bar staff 15 to 20% of the food and drink bill if gratuity isn't included; hair and makeup 15 to 25%; delivery and setup crews $10 to $20 each; drivers 15 to 20%; DJ or band $50 to $150 per musician; officiants often receive a donation to their church ($50 to $100, or a gift, if they are a friend); photographers and videographers who own their business aren't expected to be tipped, but $50 to $100 for each assistant is kind. Owners of a business you hire aren't usually tipped. When: put tips in labeled envelopes before the day and give them to a trusted person (your planner, a parent or the best man) to hand out at the end of each vendor's service; the catering and bar tip usually goes to the catering manager at the end of the reception, and the officiant's after the ceremony.",
  },
  {
    id: "marriage-license",
    keywords: ["marriage license", "marriage licence", "license", "licence"],
    answer:
      "In Ohio you both apply in person at the probate court of the county where either of you lives (or where you'll marry, if neither lives in Ohio); the license is good for 60 days. In Tennessee you apply at a county clerk's office; the license is good for 30 days, and couples who complete a premarital preparation course get a reduced fee. Fees, documents and hours vary by county, so check your county's website before you go.",
  },
  {
    id: "registry",
    keywords: ["registry", "register for gifts", "gift registry", "honeymoon fund", "cash fund"],
    answer:
      "Set up your registry before the engagement party or shower invitations go out. Include gifts at many price points (plenty under $50), and a cash or honeymoon fund if you'd like. Share it on your wedding website and by word of mouth; never print it on the wedding invitation itself.",
  },
  {
    id: "seating-chart",
    keywords: ["seating chart", "seating plan", "seat guests", "table assignments", "where to seat"],
    answer:
      "Start the seating chart once most RSVPs are in (about 3 weeks out). Seat immediate family closest to you, keep divorced parents at separate tables with their own people, and group guests who know each other. Round tables of 8 to 10 are standard. Finish it a week before so your venue and caterer have the final layout.",
  },
  {
    id: "late-rsvps",
    keywords: ["never rsvp", "late rsvps", "forget to rsvp", "people who don't rsvp", "haven't rsvp'd", "haven't rsvpd", "follow up on rsvps", "chase rsvps", "ok to text her", "ok to text them", "ok to just text", "text her about it", "text them about it", "tacky to text", "call or text", "text instead of call"],
    answer:
      "Yes, it's fine to follow up, by a call or a text: it isn't rude at all, and expect a few late replies. Give late guests two or three days past your RSVP deadline, then follow up personally with a short call or text (\"We're finalizing numbers with the caterer, will you be able to join us?\"). Split the list between the two of you and your parents so no one makes thirty calls. If you still hear nothing by the caterer's headcount date, count them as not coming and tell them kindly.",
  },
  {
    id: "divorced-parents",
    keywords: ["divorced parents", "parents are divorced"],
    answer:
      "At the ceremony, seat the parent who raised you (or your mother, by tradition) in the first row, and the other parent with their partner in the second or third row on the same side; if they get along, the same row with a buffer of family between them is fine. At the reception they don't have to sit together: give each their own table with their people rather than one parents' table. Tell each of them the plan ahead of time, and ask your photographer to shoot family groups in an order that keeps them comfortable.",
  },
  {
    id: "wedding-party",
    keywords: ["bridesmaids", "groomsmen", "wedding party", "maid of honor", "best man", "bridal party"],
    answer:
      "Ask your wedding party 9 to 12 months out. There's no required size: 3 to 6 per side is common, and sides don't have to match. Tell them early what you're asking them to pay for (attire, travel, showers) so they can say yes honestly.",
  },
  {
    id: "rehearsal-dinner",
    keywords: ["rehearsal dinner", "rehearsal"],
    answer:
      "The rehearsal is usually the day before the wedding, with the dinner right after. Invite the wedding party and their partners, immediate family, and the officiant; many couples add out-of-town guests. Traditionally the groom's family hosts it; today whoever wants to host does, often the couple themselves. Book the dinner spot 4 to 6 months ahead.",
  },
  {
    id: "weather",
    keywords: ["rain plan", "bad weather", "the weather", "weather", "outdoor ceremony", "rain"],
    answer:
      "For an outdoor ceremony, always have a rain plan that you'd be happy with: an indoor room at the venue or a tent reserved with your rental company (ask when they need a final decision, often 48 to 72 hours ahead). Ohio and Tennessee springs are rainy and Tennessee summers are hot: plan shade, water and a shorter ceremony from June through August.",
  },
  {
    id: "timeline-of-the-day",
    keywords: ["day-of timeline", "day of timeline", "schedule for the day", "run of show", "wedding day schedule", "how long should the reception"],
    answer:
      "A typical day: hair and makeup start 4 to 5 hours before the ceremony; photos 1 to 2 hours before (or after, without a first look); a 20 to 30 minute ceremony; a cocktail hour of 60 minutes; then a reception of 4 to 5 hours (entrances, dinner, toasts, first dance, cake, dancing). Share the final timeline with every vendor a week before.",
  },
  {
    id: "toasts",
    keywords: ["toast", "toasts", "speech", "speeches"],
    answer:
      "Keep toasts to 3 to 5 minutes each and to 2 or 3 speakers (often the maid of honor, the best man and a parent). Schedule them during dinner or just after it, so guests are seated and listening.",
  },
  {
    id: "guest-count",
    keywords: ["how many guests should we invite", "how many people should we invite", "cut the guest list", "trim the guest list", "guest list too big"],
    answer:
      "Start with a must-invite list, then an A and B list. Guest count drives most costs (catering, rentals, stationery, favors are all per head), so settle a range before you book a venue. When trimming, apply one rule to everyone: for example, no one either of you hasn't met, or no coworkers.",
  },
  {
    id: "deposits",
    keywords: ["deposit", "deposits", "contract", "contracts", "cancellation"],
    answer:
      "Most vendors ask a deposit of 25 to 50% to hold the date, with the rest due 1 to 4 weeks before the wedding. Read every contract for the cancellation and rescheduling terms, what happens if the vendor can't make it, overtime rates and the final-payment date; put each payment in your budget tracker so nothing is a surprise.",
  },
  {
    id: "attire",
    keywords: ["wedding dress", "dress shopping", "gown", "suit", "tux", "tuxedo", "alterations", "dress cost", "spend on a dress", "spend on the dress", "spend on my dress", "dress budget"],
    answer:
      "Start dress shopping 9 to 12 months out: most gowns take 4 to 6 months to arrive, and alterations need 6 to 8 weeks more. Many brides spend about $1,000 to $2,500 on the gown, plus $150 to $600 for alterations; plan the veil and accessories in the same budget line. Suits and tuxedos can be ordered or rented 3 to 4 months ahead (renting runs about $150 to $250). Schedule the final fitting about 2 weeks before the wedding.",
  },
  {
    id: "bar",
    keywords: ["cash bar", "open bar", "dry wedding", "limited bar", "beer and wine", "signature cocktail", "signature drink", "bar tab", "hosted bar", "consumption bar", "how much alcohol", "alcohol"],
    answer:
      "A hosted (open) bar is still what most guests expect, but a cash bar is common and fine when the budget needs it: say so on your website so guests bring cards. Middle roads cost less than a full open bar: beer, wine and one or two signature cocktails; a bar tab that switches to cash at a set amount; or hosting only the cocktail hour and toasts. Budget about one drink per guest per hour, and ask your venue or caterer whether they charge by consumption or per person.",
  },
  {
    id: "who-to-invite",
    keywords: ["coworkers", "co-workers", "coworker", "colleagues", "my boss", "invite our boss", "invite exes", "an ex", "distant relatives", "cut the guest list", "cut our guest list", "trim the guest list", "a list and b list", "b-list"],
    answer:
      "You don't have to invite coworkers or your boss: invite the ones you see outside work, and be consistent within a team so no one feels singled out (keep wedding talk low-key at work). For the rest of the list, a fair test is whether you've seen them in the last year and would share a meal with them. Make an A list of must-invites and a B list you invite as regrets come in, sent no later than 6 weeks before the day.",
  },
  {
    id: "parents-guests",
    keywords: ["mom wants to invite", "mother wants to invite", "dad wants to invite", "father wants to invite", "parents want to invite", "parents want us to invite", "in-laws want to invite", "mom's friends", "dad's friends", "parents' friends", "parents friends", "her book club", "his golf buddies", "their friends from church", "people we've never met", "people we have never met", "never met them", "how do i word it to her", "how do we tell her no", "how do we tell them no"],
    answer:
      "You don't have to invite people neither of you knows. A kind, common way through: give each set of parents a set number of spots (more if they're helping pay) and let them choose within it. Tell them early and warmly, with a real reason: the venue's capacity, the per-guest cost, or that you want to know everyone in the room. You might say: \"We love that you want to share the day with them, but we're keeping the list to people we both know, and the venue holds only so many. We've saved you N spots for the people who matter most to you.\" If it matters a lot to them and the numbers allow, a few of their closest friends is a generous compromise.",
  },
  {
    id: "processional",
    keywords: ["processional", "walk down the aisle", "walks down the aisle", "walk down the aisle first", "order of the processional", "aisle order", "who walks", "recessional", "ceremony order", "order of the ceremony"],
    answer:
      "A common processional order: the officiant takes their place, then grandparents and parents are seated, the partner waiting at the front enters (often with the best man), the wedding party comes in pairs or one by one, the maid or matron of honor last, then the ring bearer and flower girl, and finally the bride or the second partner, with one or both parents or on their own. The recessional reverses it: the newlyweds first, then the wedding party, parents and grandparents. Any order that feels like you is fine; give your officiant and DJ the final one.",
  },
  {
    id: "booking-lead-times",
    keywords: ["how early do we book", "how early should we book", "how far in advance", "when should we book", "when to book", "book a photographer", "book the photographer", "book a dj", "book the band", "book a florist", "book a caterer", "book a videographer", "book hair and makeup", "book the venue"],
    answer:
      "Typical booking times: the venue 10 to 14 months out (it sets your date); photographer, caterer and band 9 to 12 months out; DJ, videographer and florist 8 to 10 months; officiant 6 to 9 months; hair and makeup and the cake 4 to 6 months; rentals and transportation 3 to 4 months. Popular Saturdays in May, June, September and October go first, so book sooner for those.",
  },
  {
    id: "cash-gifts",
    keywords: ["cash instead of gifts", "cash gifts", "cash fund", "honeymoon fund", "ask for money", "asking for money", "asking for cash", "money instead of gifts", "no gifts", "gift etiquette", "how much to give"],
    answer:
      "Asking for cash is widely accepted now, especially for couples who already live together. Keep it gracious: share it through your wedding website or registry (a honeymoon or home fund with specific experiences reads warmer than a bare request), never print it on the invitation, and keep a few traditional registry items for guests who prefer a gift. Thank every giver by name within three months.",
  },
  {
    id: "final-headcount",
    keywords: ["final headcount", "final head count", "final count", "final numbers", "headcount to the caterer", "final guest count"],
    answer:
      "Most caterers and venues want your final headcount 7 to 14 days before the wedding (check your contract for the exact date), with meal choices and dietary needs by table. Set your RSVP deadline 3 to 4 weeks out so you have a week or two to chase late replies first.",
  },
  {
    id: "unplugged",
    keywords: ["unplugged ceremony", "no phones", "phones away", "unplugged wedding"],
    answer:
      "For an unplugged ceremony, say so on your website and have the officiant make a short announcement before the processional; a sign at the entrance helps. Many couples keep the reception plugged in and share a photo link or hashtag afterwards.",
  },
  {
    id: "first-look",
    keywords: ["first look", "see each other before", "before the ceremony photos"],
    answer:
      "A first look means seeing each other privately before the ceremony: you get most portraits done early and can join your cocktail hour. Skipping it keeps the moment for the aisle; then plan family and couple photos during cocktail hour (about 60 to 90 minutes). Talk it through with your photographer when you build the day's timeline.",
  },
  {
    id: "speeches",
    keywords: ["speeches", "who gives a speech", "order of toasts", "how long should a toast be", "toast order"],
    answer:
      "Speeches usually come at dinner: the host (often a parent) welcomes guests, then the maid or matron of honor and the best man, and sometimes the couple thanks everyone. Ask each speaker to keep to 3 to 5 minutes and tell them the order ahead of time.",
  },
  {
    id: "favors",
    keywords: ["wedding favors", "favors", "party favors", "do we need favors"],
    answer:
      "Favors are optional; many guests leave them behind. If you give them, keep them small and useful or edible (local sweets, a late-night snack), budget about $2 to $5 a guest, or give a donation to a cause you care about and say so on a card.",
  },
  {
    id: "name-change",
    keywords: ["name change", "change my last name", "changing my name", "take his last name", "hyphenate"],
    answer:
      "After the wedding, order several certified copies of your marriage certificate from the county; change your name with Social Security first, then your driver's license at the BMV (Ohio) or Driver Services (Tennessee), then your passport, bank, employer and accounts. Beyond the Wedding's checklists can help you keep track.",
  },
  {
    id: "honeymoon",
    keywords: ["book the honeymoon", "book our honeymoon", "plan the honeymoon", "plan our honeymoon", "honeymoon planning", "when should we book the honeymoon", "mini-moon", "minimoon"],
    answer:
      "Book the honeymoon 6 to 9 months ahead, or sooner for peak seasons and resorts; check passports are valid 6 months past your return, and book travel in the name on your ID (not a new married name). Many couples take a short mini-moon right after and a longer trip later.",
  },
  {
    id: "ceremony-length",
    keywords: ["how long should the ceremony", "how long is the ceremony", "how long is a ceremony", "how long should a ceremony", "ceremony length", "length of the ceremony", "long should our ceremony", "how long do ceremonies"],
    answer:
      "Most ceremonies run 20 to 30 minutes; a short civil or elopement-style one can be 10 to 15, and a full religious service (a Catholic mass, for example) 45 to 60. Give guests a 30-minute window to arrive before it starts, and plan the processional, two readings or so, vows, rings and the recessional inside that.",
  },
  {
    id: "wedding-party-gifts",
    keywords: ["bridesmaid gifts", "bridesmaids gifts", "gifts for bridesmaids", "gifts for the bridesmaids", "groomsmen gifts", "gifts for groomsmen", "gifts for the wedding party", "wedding party gifts", "give their bridesmaids", "give our bridesmaids", "give the bridesmaids", "give our groomsmen", "give the groomsmen", "thank the wedding party", "thank our wedding party", "thank the bridesmaids", "gift for the best man", "gift for the maid of honor"],
    answer:
      "A thank-you gift for each of your wedding party is customary: something personal rather than costly, often $50 to $100 each. Favorites are jewelry or cufflinks they can wear on the day, a robe or tote, a good bottle or glassware, or an experience you share; a handwritten note matters as much as the gift. Give them at the rehearsal dinner or the morning of the wedding.",
  },
  {
    id: "officiant",
    keywords: ["officiant", "who can marry us", "ordained", "ceremony script"],
    answer:
      "Book your officiant 6 to 9 months out. A friend can officiate if they're legally able to in your state: Ohio requires an officiant to hold a license from the Ohio Secretary of State, and Tennessee asks that they be ordained or hold an office the law names. Check the current rules with your county before the day.",
  },
  {
    id: "photographer-hours",
    keywords: ["hours should we book the photographer", "hours of photography", "hours of coverage", "photography coverage", "photographer for how many hours", "how long should the photographer stay", "how long should our photographer stay", "how many hours do we need a photographer", "how many hours of coverage"],
    answer:
      "Most couples book 6 to 8 hours of photography: from the last hour of getting ready through the ceremony, portraits, the entrance, toasts, first dances and cake cutting. Add 1 to 2 hours for a send-off or a first look before the ceremony; 4 hours covers a short ceremony and dinner. Ask what overtime costs per hour in case the day runs late.",
  },
  {
    id: "vendor-costs",
    keywords: ["normal amount to spend on", "how much should a photographer cost", "how much do photographers cost", "how much does a photographer cost", "how much does a dj cost", "how much do djs cost", "how much does a florist cost", "how much does a band cost", "how much does a videographer cost", "average cost of a", "typical cost of a", "average price for a", "how much do vendors cost", "what do vendors usually cost"],
    answer:
      "Typical ranges in Ohio and Tennessee: photographer $2,500 to $4,500; videographer $2,000 to $3,500; DJ $1,000 to $2,000 (a band $3,000 to $7,000); florist $1,500 to $3,500; catering $50 to $110 per guest; cake $300 to $800; hair and makeup $150 to $300 per person; officiant $300 to $600. Your Budget Tracker shows the share of your own total each category usually takes, and the vendor directory shows each vendor's starting price.",
  },
  {
    id: "optional-traditions",
    keywords: ["bouquet toss", "garter toss", "skip the bouquet", "skip the garter", "cake smash", "money dance", "dollar dance", "skip the first dance", "skip traditions", "skip some traditions", "unity candle", "sand ceremony"],
    answer:
      "Yes, skip any tradition that doesn't feel like you: the bouquet and garter tosses, the money dance and the cake smash are all optional, and many couples now leave them out. Give the moment to something you'll enjoy instead (an anniversary dance, a group photo, a send-off) and tell your DJ or band and your planner what's in and what's out, so the run of show matches.",
  },
  {
    id: "vendor-meals",
    keywords: ["feed the photographer", "feed the vendors", "feed vendors", "feed our vendors", "feed the dj", "feed the band", "feed the videographer", "vendor meal", "vendor meals", "meals for vendors", "meals for the vendors", "vendors eat", "vendors need to eat"],
    answer:
      "Yes: feed every vendor who works through the reception (photographer, videographer, DJ or band, planner or coordinator), anyone on site 5 hours or more. Many contracts require it. Ask your caterer for vendor meals, often cheaper than a guest's plate, add them to your final count, and have them served right after the couple so the photographer is free again for the toasts.",
  },
  {
    id: "declined-then-wants-to-come",
    keywords: ["rsvp'd no and now wants to come", "said no and now wants to come", "declined and now wants to come", "changed their rsvp to yes", "change their rsvp", "changed their mind and wants to come", "wants to come after all", "said no but now", "declined but now", "rsvp no then yes", "wants to come", "do we have to let them"],
    answer:
      "You don't have to say yes, but most couples do when they can: it's kind, and one more guest rarely breaks the plan. Check two things first: whether your caterer's final count is still open (usually 1 to 2 weeks before) and whether there's a seat for them. If it's past the final count or the seating is set, it's fine to say warmly that numbers are locked (\"We're so sorry, our count went to the caterer already\"). If you say yes, update their answer on your Guest List so your counts and seating stay right.",
  },
  {
    id: "asking-for-a-discount",
    keywords: ["ask for a discount", "ask a venue for a discount", "ask the venue for a discount", "negotiate with the venue", "negotiate a discount", "negotiate the price", "haggle", "ask for a better price", "is it tacky to negotiate", "ask vendors for a discount", "off-peak discount", "discount for a friday", "discount if we do a friday"],
    answer:
      "Not tacky at all: asking is normal, and venues expect it. Friday, Sunday, weekday and off-season dates (January to March here) are the easiest to get a lower price or extras on, since they're hard to fill. Ask politely and specifically (\"Is there a different rate for a Friday in March?\"), be ready to book if they say yes, and get any discount or added extra written into the contract.",
  },
  {
    id: "weekday-wedding",
    keywords: ["weekday wedding", "weeknight wedding", "friday wedding", "sunday wedding", "thursday wedding", "wedding on a weekday", "wedding on a friday", "wedding on a sunday", "wedding on a thursday", "off-season wedding", "off season wedding", "off-season", "off season"],
    answer:
      "Yes, and it can save a lot: venues and vendors often charge 20 to 40% less on a Friday or Sunday, and less again Monday to Thursday or in the off-season (January to March in Ohio and Tennessee). The tradeoff is your guests' time: send save-the-dates early, choose an evening start on a weekday, and pick a Sunday before a Monday holiday if you can. Check that the vendors you want offer the same package that day.",
  },
  {
    id: "showers",
    keywords: ["bridal shower", "wedding shower", "couples shower", "couple's shower", "the shower", "engagement party"],
    answer:
      "A shower is usually held 2 to 6 months before the wedding and hosted by the maid of honor, a friend or family (anyone may host now). Invite only people who are invited to the wedding. An engagement party, if you have one, comes within a few months of the engagement, with the same rule: everyone invited is on the wedding list.",
  },
  {
    id: "bachelor-parties",
    keywords: ["bachelorette", "bachelor party", "bachelor parties", "bach party", "bachelorette party", "stag party", "hen party"],
    answer:
      "Bachelor and bachelorette parties are usually 1 to 2 months before the wedding, never the night before. The best man or maid of honor plans them; guests usually pay their own way and chip in for the guest of honor, so share the cost before anyone commits, and offer a less costly way to join for those who can't travel.",
  },
  {
    id: "hotel-block",
    keywords: ["hotel block", "room block", "block of rooms", "rooms in the block", "pay for the hotel rooms", "pays for the hotel rooms", "pay for hotel rooms", "pay for their hotel", "hotel rooms for guests", "rooms for our guests", "where guests stay", "where should guests stay", "courtesy block", "hotel for guests"],
    answer:
      "Guests pay for their own rooms in a block; the couple only arranges it (and may cover rooms for immediate family or the wedding party if they choose). Reserve a hotel room block 8 to 12 months out if guests travel. Ask for a courtesy block (no penalty for rooms that go unbooked) rather than a guaranteed one; a block of 10 to 20 rooms in one or two price ranges near the venue is typical. Put the booking link and the cut-off date (often 30 days before) on your wedding website.",
  },
  {
    id: "welcome-bags",
    keywords: ["welcome bags", "welcome bag", "welcome boxes", "out of town bags", "out-of-town bags", "hotel bags"],
    answer:
      "Welcome bags are a kind extra for guests who travel, not a must. Put in water, a snack or two from your city, a map or the weekend's schedule, and something for the morning after. Hotels usually hand them out at check-in for a small fee; deliver them a day or two before the first guests arrive.",
  },
  {
    id: "wedding-insurance",
    keywords: ["wedding insurance", "event insurance", "liability insurance", "insure our wedding", "insure the wedding", "special event insurance"],
    answer:
      "Many venues require event liability insurance, often about $100 to $300 for the day, and ask to be named on the policy. Cancellation coverage, which refunds deposits if the wedding is postponed for a covered reason, costs more (roughly $150 to $600 depending on the amount covered). Buy it soon after you book the venue, and read what is and isn't covered.",
  },
  {
    id: "guest-book",
    keywords: ["guest book", "guestbook", "guest-book", "sign in book"],
    answer:
      "A guest book is optional but loved later. Beyond the classic book: a photo album guests sign, a framed print, an audio guest book (a phone where guests leave messages), or cards to fill in for a date-night jar. Put it near the entrance with good pens and someone to remind people, and have a bridesmaid take it home at the end of the night.",
  },
  {
    id: "dress-code",
    keywords: ["dress code", "black tie", "black-tie", "cocktail attire", "semi-formal", "what should guests wear", "what guests should wear", "attire on the invitation", "dress code on the invitation"],
    answer:
      "Say the dress code on the invitation or your website: black tie (gowns and tuxedos), formal or black tie optional (long dresses or cocktail dresses, dark suits), cocktail or semi-formal (knee-length dresses, suits), and casual or garden for daytime and outdoor weddings. Add a note about the setting (grass, a barn, an evening outdoors) so guests choose shoes and layers that work.",
  },
  {
    id: "invitation-wording",
    keywords: ["invitation wording", "word the invitation", "word our invitations", "wording for the invitations", "wording on the invitation", "whose names go on the invitation", "parents names on the invitation", "how to word"],
    answer:
      "Traditional wording names the hosts first: \"[Parents' names] request the pleasure of your company at the marriage of their daughter [her name] to [his name]\" (\"the honor of your presence\" for a ceremony in a house of worship). Today many couples host themselves: \"Together with their families, [your names] invite you to celebrate their marriage.\" Give the date and time in words, the venue and city, and the reception line; put the RSVP date and your website on a separate card.",
  },
  {
    id: "elopement",
    keywords: ["elope", "eloping", "elopement", "micro wedding", "micro-wedding", "courthouse wedding", "small wedding", "intimate wedding"],
    answer:
      "A small wedding or elopement is a real choice, not a lesser one. You still need a marriage license from your county (and in Ohio and Tennessee, an officiant the state recognizes). Many couples elope and then hold a relaxed party later; if you do, send an announcement rather than invitations to people who weren't there, and don't expect gifts.",
  },
  {
    id: "vows",
    keywords: ["write our own vows", "writing our vows", "writing vows", "write vows", "personal vows", "our vows", "own vows", "how long should vows be"],
    answer:
      "Personal vows usually run 1 to 2 minutes each (about 150 to 250 words). Agree on a length and a tone together, write a promise or two you can keep, a short story only the two of you know, and end with what you vow. Practice out loud, and bring them on a card for the day rather than your phone.",
  },
  {
    id: "planner",
    keywords: ["day-of coordinator", "day of coordinator", "month-of coordinator", "do we need a planner", "need a wedding planner", "is a planner worth it", "wedding planner worth it", "hire a planner", "full service planner"],
    answer:
      "A full-service planner (often 10 to 15% of the budget) helps from the start and suits a busy couple or a large wedding. A partial planner joins a few months out. A day-of (really month-of) coordinator, usually $800 to $2,000, takes over the last 4 to 8 weeks and runs the day so your family doesn't have to. Many venues include a coordinator for the venue's part only; ask what they cover.",
  },
  {
    id: "wedding-cake",
    keywords: ["cake cutting", "cutting the cake", "cake-cutting", "how big a cake", "how much cake", "cake tiers", "sheet cake", "cake size", "cake for guests"],
    answer:
      "Order cake for about 90% of your guests (some will skip it): a 3-tier round cake serves roughly 75 to 100, and a cutting cake plus sheet cakes in the kitchen saves money for a large count. Caterers and venues may charge a cake-cutting fee of $1 to $5 a slice for a cake from another baker; ask before you sign.",
  },
  {
    id: "planning-length",
    keywords: ["how long does it take to plan", "how long to plan a wedding", "how long should an engagement be", "enough time to plan", "plan a wedding in 6 months", "plan a wedding in six months", "plan a wedding in 3 months", "short engagement", "long engagement"],
    answer:
      "Most couples plan for 12 to 18 months, mainly because popular venues and vendors book a year out. Six months is enough if you're flexible: choose the venue and date in the first two weeks, then the caterer, photographer and music, and send invitations 6 to 8 weeks out. An off-season or weekday date and a smaller list make a short engagement easier.",
  },
  {
    id: "wedding-bands",
    keywords: ["wedding bands", "wedding rings", "ring shopping", "buy our rings", "buy the rings", "when to buy rings", "engrave the rings", "ring engraving"],
    answer:
      "Shop for wedding bands 3 to 4 months before the wedding: sizing, custom work and engraving can take 4 to 8 weeks. Try bands with the engagement ring if they'll be worn together, and add both to your insurance or renter's policy once you have them. Give the rings to the best man or maid of honor the day before.",
  },
];

const normalize = (text: string) => ` ${text.toLowerCase().replace(/[’']/g, "'").replace(/[^a-z0-9'+\- ]+/g, " ").replace(/\s+/g, " ")} `;

/**
 * The topic whose keywords best match the text, or undefined. When several topics are named ("what should we
 * tip the officiant"), the one whose answer also speaks to the others' words wins (tipping names officiants;
 * the officiant's answer says nothing of tips); then the longest matched keyword.
 */
export function findTopic(text: string): KnowledgeTopic | undefined {
  const haystack = normalize(text);
  const matched: { topic: KnowledgeTopic; keyword: string }[] = [];
  for (const topic of KNOWLEDGE) {
    let longest: string | undefined;
    for (const keyword of topic.keywords) if (haystack.includes(normalize(keyword)) && (!longest || keyword.length > longest.length)) longest = keyword;
    if (longest) matched.push({ topic, keyword: longest });
  }
  const covers = (candidate: (typeof matched)[number]) => {
    const answer = normalize(candidate.topic.answer);
    return matched.filter((other) => other !== candidate && new RegExp(`\\b${escapeForPattern(other.keyword.trim())}`, "i").test(answer)).length;
  };
  let best: { topic: KnowledgeTopic; covered: number; length: number } | undefined;
  for (const candidate of matched) {
    const covered = matched.length > 1 ? covers(candidate) : 0;
    if (!best || covered > best.covered || (covered === best.covered && candidate.keyword.length > best.length)) best = { topic: candidate.topic, covered, length: candidate.keyword.length };
  }
  return best?.topic;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether the message names a topic by a phrase of two words or more ("rain plan", "plus ones"): precise enough to answer on. */
export function namesTopicPhrase(text: string): boolean {
  const haystack = normalize(text);
  return KNOWLEDGE.some((topic) => topic.keywords.some((keyword) => keyword.includes(" ") && haystack.includes(normalize(keyword))));
}

/** Words of a topic as the search keeps them: lower case, no common words, stemmed. */
function topicTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/[’']/g, "");
  return !word || STOPWORDS.has(word) ? null : stem(word);
}

/** A search over the topics' phrases and answers, for wordings no phrase matches ("is it ok to marry on a tuesday"). */
const topicIndex = (() => {
  const index = new MiniSearch<{ id: string; keywords: string; answer: string }>({
    fields: ["keywords", "answer"],
    processTerm: topicTerm,
    searchOptions: { boost: { keywords: 3, answer: 1 }, fuzzy: (term) => (term.length >= 6 ? 0.2 : false), combineWith: "OR" },
  });
  index.addAll(KNOWLEDGE.map((topic) => ({ id: topic.id, keywords: topic.keywords.join(" "), answer: topic.answer })));
  return index;
})();

/** How many of the message's own words a topic must share, and how far ahead of the next topic it must be. */
const SEARCH_MIN_TERMS = 2;
const SEARCH_LEAD = 1.4;

/** The topic a message is about by its words, when one topic clearly leads; undefined when none does. */
export function searchTopic(text: string): KnowledgeTopic | undefined {
  const [first, second] = topicIndex.search(text);
  // Words found only in an answer's prose are too loose; two of the topic's own phrase words must be there.
  if (!first || Object.values(first.match).filter((fields) => fields.includes("keywords")).length < SEARCH_MIN_TERMS) return undefined;
  if (second && first.score < second.score * SEARCH_LEAD) return undefined;
  return KNOWLEDGE.find((topic) => topic.id === first.id);
}
