import type { HelpArticle } from "../help.ts";

/** Grace's and /faq's articles on the floor plan builder and seating chart (issue 31). */
export const SEATING_ARTICLES: HelpArticle[] = [
  {
    slug: "seating-chart",
    audience: "couples",
    topic: "Planning tools",
    question: "How do I make a seating chart and floor plan?",
    answer:
      "Open the Floor plan builder. Pick the event (the reception is chosen first), and start from the suggested room for your attending guests or add your own tables: round, rectangular, banquet, serpentine, cocktail, head and sweetheart tables, plus the dance floor, stage, DJ booth, bars, buffet, cake and gift tables, doors and walls. Drag a table to move it, or focus it and use the arrow keys (Shift moves 5 feet, R rotates). Seat guests by dragging them onto a table (they take its next free seat) or onto one of its chairs (they take that seat), or choose a table in the list next to their name. A screen reader reads each table with every seat and who sits there. Tables that overlap or leave no aisle are flagged. On a phone, Who sits where shows the chart table by table. Save when you're done; undo and redo work until then. Who to seat, in the auto-seat panel, chooses between guests who are coming and also those who haven't answered yet; save the plan to bring the new list in.",
    links: [{ label: "Floor plan builder", href: "/floor-plan-builder" }, { label: "Guest list", href: "/planning/guest-list-manager" }],
  },
  {
    slug: "auto-seat-rules",
    audience: "couples",
    topic: "Planning tools",
    question: "How does auto-seat follow our seating rules?",
    answer:
      "In the Floor plan builder, add rules: keep together, keep apart, near the head table or near an exit, each as a must or a preference. Households always sit together, children can sit at a kids' table, and you can mix both sides or keep each side together. Fill empty seats keeps everyone already seated; Seat everyone again moves all but the seats you locked. Musts are never broken: if two of them contradict, auto-seat says which and changes nothing. Any preference it couldn't keep is listed with the reason. Save to keep the new chart.",
    links: [{ label: "Floor plan builder", href: "/floor-plan-builder" }],
  },
  {
    slug: "caterer-sheet-place-cards",
    audience: "couples",
    topic: "Planning tools",
    question: "How do I give our caterer meal counts by table, and print place cards?",
    answer:
      "Save your floor plan, then under For your suppliers choose Caterer's sheet: every table with its guests, meals and dietary needs, each table's meal counts and the totals, ready to print or save as PDF. There's also a CSV download that opens safely in any spreadsheet. Escort and place cards print one card per seated guest with their name, table and meal, on 3.5 × 2, 3 × 5 or 4 × 6 inch cards. Floor plan to scale prints the room with table numbers and a legend.",
    links: [{ label: "Floor plan builder", href: "/floor-plan-builder" }],
  },
  {
    slug: "share-floor-plan",
    audience: "couples",
    topic: "Planning tools",
    question: "How do I share our floor plan with the venue or our planner?",
    answer:
      "Save your floor plan, then choose Make a link under For your suppliers. Anyone with the link sees the room, the tables and the caterer's sheet, read-only and without an account; it always shows your latest saved plan. Make a new link to replace the old one, or Turn off the link to stop it working. Helpers you've given the guest list can also open the builder: view to look, edit to change.",
    links: [{ label: "Floor plan builder", href: "/floor-plan-builder" }],
  },
  {
    slug: "floor-plan-start-from-venue",
    audience: "couples",
    topic: "Planning tools",
    question: "Can the floor plan start from our venue's room?",
    answer:
      "Yes. Save your venue from its page, open the floor plan builder and choose Start from your venue. Pick the venue and one of its rooms (or its largest), then Lay out this room: you get a head table, a dance floor and round tables of 8 for your attending guests, with aisles of 1.5 feet between chairs, 1 foot to the walls and the doorway kept clear. If the room is too small it says how many tables don't fit. Use this layout replaces your tables (Undo brings them back); nothing is saved until you choose Save plan. When a venue hasn't measured its rooms, the size is worked out from its seated capacity, so check it with the venue.",
    links: [{ label: "Floor plan builder", href: "/floor-plan-builder" }],
  },
  {
    slug: "floor-plan-zoom-align-png",
    audience: "couples",
    topic: "Planning tools",
    question: "How do I zoom, line up tables or save the floor plan as a picture?",
    answer:
      "Pinch with two fingers to zoom and drag the floor with one finger to move around; on a computer use the + and − buttons, or the + and − keys with the plan focused (0 goes back to 100%). To line up tables, Shift-click them (or Shift and Enter on a focused table) and use the align buttons: left, center or right edges, top, middle or bottom, or space three or more evenly. Undo reverses any of it. Save as PNG downloads a picture of the room to scale with table numbers, a 10-foot scale bar and a legend.",
    links: [{ label: "Floor plan builder", href: "/floor-plan-builder" }],
  },
  {
    slug: "floor-plan-accessible-seating",
    audience: "couples",
    topic: "Planning tools",
    question: "How does seating work for guests with accessibility needs?",
    answer:
      "Write a guest's needs (wheelchair, walker, no stairs...) in Accessibility needs on their guest details. In the floor plan, select a door or an aisle and tick Accessible route for each step-free way in. Auto-seat then seats those guests, with their household, at tables whose chairs are within 10 feet of an accessible route. Choose in the auto-seat panel whether that is a must (the default), a preference or off. If it can't be done, for example no route is marked, no table is within 10 feet of it, or the tables near it are too few, auto-seat says so and changes nothing. You can also add the rule Near an accessible route for any guest.",
    links: [{ label: "Floor plan builder", href: "/floor-plan-builder" }],
  },
  {
    slug: "venue-rooms-floor-sizes",
    audience: "venues",
    topic: "For venues",
    question: "Why should I add my rooms' sizes to my listing?",
    answer:
      "Couples who save your venue can start their floor plan from your rooms, to scale. Open your listing from your venue dashboard, go to the Capacity and pricing step, and under Rooms and floor sizes name each room with its width and length in feet, then Save rooms. Until you do, couples see sizes worked out from your seated capacity.",
    links: [{ label: "Venue dashboard", href: "/venue-owner-dashboard" }],
  },

];
