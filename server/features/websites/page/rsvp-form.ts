import { rsvpAnswerSchema } from "../../../../domain/guests.ts";
import type { readRsvp } from "../../guests/index.ts";
import { esc } from "./html.ts";

type RsvpView = Awaited<ReturnType<typeof readRsvp>>;

/** Field names: one radio group per guest and event, and a meal, dietary needs and plus-one per guest. */
const field = {
  status: (guestId: string, eventId: string) => `status.${guestId}.${eventId}`,
  all: (guestId: string) => `status.${guestId}`,
  meal: (guestId: string, eventId: string) => `meal.${guestId}.${eventId}`,
  plusOneMeal: (guestId: string, eventId: string) => `plus-one-meal.${guestId}.${eventId}`,
  diet: (guestId: string) => `diet.${guestId}`,
  plusOne: (guestId: string) => `plus-one.${guestId}`,
};

/** The people the household answers for: a plus-one is answered on the card of the guest who brings them. */
const answering = (view: RsvpView) => view.guests.filter((g) => !g.plusOneOf);

const choice = (legend: string, name: string, value: string) => `<fieldset class="choice"><legend>${esc(legend)}</legend>
<label><input type="radio" name="${esc(name)}" value="attending"${value === "attending" ? " checked" : ""}> Joyfully accepts</label>
<label><input type="radio" name="${esc(name)}" value="declined"${value === "declined" ? " checked" : ""}> Regretfully declines</label></fieldset>`;

const mealSelect = (id: string, label: string, options: readonly string[], value: string | null) =>
  `<label for="${esc(id)}">${esc(label)}<select id="${esc(id)}" name="${esc(id)}"><option value="">Choose a meal</option>${options.map((m) => `<option${m === value ? " selected" : ""}>${esc(m)}</option>`).join("")}</select></label>`;

/**
 * The guest list's RSVP form as plain HTML (the same records as /rsvp/{token}): the household answers
 * per event, with meals, dietary needs, a plus-one's name, a song and a note. Works without script.
 */
export function rsvpFormHtml(view: RsvpView, action: string, error?: string): string {
  const events = new Map(view.events.map((e) => [e.id, e]));
  const cards = answering(view)
    .map((g) => {
      const plusOneRow = view.guests.find((p) => p.plusOneOf === g.id);
      const rows =
        g.invitations.length === 0
          ? choice(`Will ${g.firstName} attend?`, field.all(g.id), g.rsvpStatus)
          : g.invitations
              .map((i) => {
                const event = events.get(i.eventId);
                const name = event?.name ?? "Event";
                return `${choice(`${name}: will ${g.firstName} attend?`, field.status(g.id, i.eventId), i.rsvpStatus)}${
                  event && event.mealOptions.length > 0 ? mealSelect(field.meal(g.id, i.eventId), `${name} meal for ${g.firstName}`, event.mealOptions, i.mealChoice) : ""
                }${
                  g.plusOneAllowed && event && event.mealOptions.length > 0
                    ? mealSelect(field.plusOneMeal(g.id, i.eventId), `${name} meal for ${g.firstName}'s plus-one`, event.mealOptions, plusOneRow?.invitations.find((p) => p.eventId === i.eventId)?.mealChoice ?? null)
                    : ""
                }`;
              })
              .join("");
      return `<div class="card stack"><h3>${esc(`${g.firstName} ${g.lastName}`.trim())}</h3>${rows}
<label for="${esc(field.diet(g.id))}">Dietary needs for ${esc(g.firstName)}<input id="${esc(field.diet(g.id))}" name="${esc(field.diet(g.id))}" value="${esc(g.dietaryNeeds)}" maxlength="300"></label>${
        g.plusOneAllowed
          ? `<label for="${esc(field.plusOne(g.id))}">${esc(g.firstName)}'s plus-one (their full name)<input id="${esc(field.plusOne(g.id))}" name="${esc(field.plusOne(g.id))}" value="${esc(g.plusOneName)}" maxlength="120"></label>`
          : ""
      }</div>`;
    })
    .join("");
  const closed = view.open ? "" : `<p class="error" role="alert">The RSVP deadline has passed. Please contact the couple to change your answer.</p>`;
  return `<form method="post" action="${esc(action)}" class="rsvp" aria-label="Your RSVP"><p>For ${esc(view.household.name)}</p>${closed}<fieldset class="plain"${view.open ? "" : " disabled"}><legend class="sr">Your answers</legend>${cards}
<label for="rsvp-song">A song that will get you dancing<input id="rsvp-song" name="songRequest" value="${esc(view.household.songRequest)}" maxlength="200"></label>
<label for="rsvp-note">A note for the couple<textarea id="rsvp-note" name="note" rows="3" maxlength="1000">${esc(view.household.note)}</textarea></label></fieldset>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ""}${view.open ? `<button class="button" type="submit">${view.household.respondedAt ? "Update my answer" : "Send my answer"}</button>` : ""}</form>`;
}

/** The posted form as the guest list's RSVP answer; a guest with no choice made for an event is asked to make one. */
export function rsvpAnswerFromForm(view: RsvpView, form: Record<string, unknown>) {
  const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
  const status = (name: string) => {
    const value = text(name);
    return value === "attending" || value === "declined" ? value : undefined;
  };
  // Parsed by the guest list's own schema: a missing choice fails there with its message.
  const values = {
    guests: answering(view).map((g) => {
      const plusOneName = g.plusOneAllowed ? text(field.plusOne(g.id)) : "";
      const events = g.invitations.map((i) => ({ eventId: i.eventId, status: status(field.status(g.id, i.eventId)), mealChoice: text(field.meal(g.id, i.eventId)) }));
      return {
        guestId: g.id,
        events,
        ...(g.invitations.length === 0 ? { status: status(field.all(g.id)) ?? "" } : {}),
        dietaryNeeds: text(field.diet(g.id)),
        plusOneName,
        plusOneMeals: plusOneName.trim()
          ? events.filter((e) => e.status === "attending" && text(field.plusOneMeal(g.id, e.eventId))).map((e) => ({ eventId: e.eventId, mealChoice: text(field.plusOneMeal(g.id, e.eventId)) }))
          : [],
      };
    }),
    songRequest: text("songRequest"),
    note: text("note"),
  };
  const parsed = rsvpAnswerSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const guest = answering(view)[Number(issue.path[1])];
    return { ok: false as const, message: guest && issue.path.includes("status") ? `Choose whether ${guest.firstName} will be there, for every event.` : issue.message };
  }
  // A declined event carries no meal.
  for (const g of parsed.data.guests) for (const e of g.events) if (e.status === "declined") e.mealChoice = null;
  return { ok: true as const, answer: parsed.data };
}
