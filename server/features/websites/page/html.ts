import { formatCalendarDate } from "../../../../domain/dates.ts";
import { sharePreviewUrl } from "../../../../domain/share-preview.ts";
import { siteDesign, sitePalette, SITE_SECTION_LABELS, type RsvpLookup, type SiteSection } from "../../../../domain/websites.ts";
import type { ComposedSite } from "../operations/compose.ts";

/**
 * /wedding/{slug} as plain HTML (decision 046): no app script, no web fonts, the design's CSS inline,
 * forms that post to the server. Every value the couple or the guest list wrote goes through `esc`.
 */
export const esc = (value: string) => value.replace(/[&<>"']/g, (ch) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[ch]!};`);

/** What a form post left to say: an error near the form it belongs to. */
export interface FormNote {
  form: "password" | "find" | "song" | `section:${string}`;
  message: string;
}

interface Head {
  title: string;
  description: string;
  canonical?: string;
  image?: string;
  noindex?: boolean;
}

function styles(site: Pick<ComposedSite, "design" | "palette"> | null) {
  const palette = sitePalette(site?.palette ?? "sage");
  const design = siteDesign(site?.design ?? "garden");
  const display = design.font === "serif" ? 'Georgia, "Times New Roman", serif' : 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  return `:root{--bg:${palette.background};--surface:${palette.surface};--text:${palette.text};--muted:${palette.muted};--accent:${palette.accent};--on-accent:${palette.onAccent};--display:${display}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
h1,h2,h3{font-family:var(--display);font-weight:600;line-height:1.2;margin:0}h1{font-size:clamp(2.4rem,9vw,4rem)}h2{font-size:clamp(1.8rem,6vw,2.4rem);text-align:center;margin-bottom:1.5rem}h3{font-size:1.35rem}
a{color:var(--accent);font-weight:500;text-underline-offset:4px}a:hover{text-decoration:none}
.wrap{max-width:44rem;margin:0 auto;padding:0 1.25rem}.top{padding:4rem 1.25rem 2rem}.opening{max-width:46rem;margin:0 auto;display:grid;gap:.75rem;text-align:${design.layout === "left" ? "left" : "center"}}
.framed{border:2px solid var(--accent);background:var(--surface);border-radius:1rem;padding:3rem 1.5rem}.kicker{text-transform:uppercase;letter-spacing:.2em;font-size:.85rem;font-weight:600;color:var(--muted);margin:0}.muted{color:var(--muted)}p{margin:0}
nav ul{list-style:none;display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 1.25rem;padding:0;margin:2.5rem auto 0;max-width:46rem}nav a{display:inline-block;padding:.6rem .1rem}
section{border-top:1px solid color-mix(in srgb,var(--muted) 30%,transparent);padding:3rem 0}.stack{display:grid;gap:1rem}
.card{background:var(--surface);border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 2px rgb(0 0 0/.06)}ol,ul.cards{list-style:none;padding:0;margin:0;display:grid;gap:1rem}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:0 1.25rem;border-radius:999px;background:var(--accent);color:var(--on-accent);border:0;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.pills{display:flex;flex-wrap:wrap;justify-content:center;gap:.75rem;list-style:none;padding:0;margin:0}
dl{margin:0;display:grid;gap:1.25rem}dt{font-weight:600}dd{margin:.25rem 0 0;color:var(--muted);white-space:pre-line}
.gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr));gap:.75rem;list-style:none;padding:0;margin:0}.gallery img,.person img{width:100%;height:auto;border-radius:.5rem;display:block;background:var(--surface)}
figure{margin:0}figcaption{font-size:.9rem;color:var(--muted);margin-top:.35rem}.people{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:1rem;list-style:none;padding:0;margin:0}
.person img{aspect-ratio:1;object-fit:cover;margin-bottom:.75rem}.role{color:var(--muted);font-weight:600;font-size:.95rem}
form{display:grid;gap:1rem;max-width:28rem;margin:0 auto;background:var(--surface);color:var(--text);padding:1.5rem;border-radius:.75rem}label{display:grid;gap:.35rem;font-weight:600}
input{font:inherit;min-height:2.75rem;padding:.5rem .75rem;border:1px solid var(--muted);border-radius:.5rem;background:#fff;color:#1f2328}input:focus-visible,a:focus-visible,.button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.error{color:#fff;background:#a4262c;border-radius:.5rem;padding:.6rem .8rem;margin:0}.or{text-align:center;color:var(--muted);margin:0}.lock{max-width:30rem;margin:4rem auto;padding:0 1.25rem}
footer{padding:2rem 1.25rem 3rem;text-align:center;font-size:.9rem;color:var(--muted)}.pre{white-space:pre-line}
fieldset{border:0;margin:0;padding:0;min-width:0}.choice{display:grid;gap:.35rem}.choice legend{font-weight:600;margin-bottom:.35rem}.choice label{display:flex;align-items:center;gap:.5rem;font-weight:400;min-height:2.75rem}.choice input{min-height:auto;width:1.25rem;height:1.25rem;accent-color:var(--accent)}
select,textarea{font:inherit;min-height:2.75rem;padding:.5rem .75rem;border:1px solid var(--muted);border-radius:.5rem;background:#fff;color:#1f2328}form.rsvp{max-width:36rem}.plain{display:grid;gap:1rem}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;
}

function document(head: Head, site: Pick<ComposedSite, "design" | "palette"> | null, body: string) {
  const tags = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${esc(head.title)}</title>`,
    `<meta name="description" content="${esc(head.description)}">`,
    head.noindex ? `<meta name="robots" content="noindex">` : "",
    head.canonical ? `<link rel="canonical" href="${esc(head.canonical)}">` : "",
    ...(head.canonical && head.image
      ? [
          `<meta property="og:type" content="website">`,
          `<meta property="og:site_name" content="Serviceberry">`,
          `<meta property="og:title" content="${esc(head.title)}">`,
          `<meta property="og:description" content="${esc(head.description)}">`,
          `<meta property="og:url" content="${esc(head.canonical)}">`,
          `<meta property="og:image" content="${esc(head.image)}">`,
          `<meta property="og:image:width" content="1200">`,
          `<meta property="og:image:height" content="630">`,
          `<meta name="twitter:card" content="summary_large_image">`,
          `<meta name="twitter:title" content="${esc(head.title)}">`,
          `<meta name="twitter:description" content="${esc(head.description)}">`,
          `<meta name="twitter:image" content="${esc(head.image)}">`,
        ]
      : []),
    `<meta name="theme-color" content="${sitePalette(site?.palette ?? "sage").background}">`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    `<style>${styles(site)}</style>`,
  ].filter(Boolean);
  return `<!doctype html><html lang="en"><head>${tags.join("")}</head><body>${body}</body></html>`;
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p class="pre">${esc(p)}</p>`)
    .join("");

const errorNote = (note: FormNote | undefined, form: FormNote["form"]) => (note?.form === form ? `<p class="error" role="alert" id="${esc(form.replace(":", "-"))}-error">${esc(note.message)}</p>` : "");

const whenOf = (date: string | null, time: string) => [date ? formatCalendarDate(date, "EEEE, MMMM d") : null, time || null].filter(Boolean).join(" at ");

function passwordForm(action: string, note: FormNote | undefined, form: FormNote["form"], section?: SiteSection) {
  const id = form === "password" ? "site-password" : `${form.replace(":", "-")}-password`;
  return `<form method="post" action="${esc(action)}">${section ? `<input type="hidden" name="section" value="${section}">` : ""}
<label for="${esc(id)}">Password<input id="${esc(id)}" name="password" type="password" autocomplete="off" required${note?.form === form ? ` aria-invalid="true" aria-describedby="${esc(form.replace(":", "-"))}-error"` : ""}></label>
${errorNote(note, form)}<button class="button" type="submit">${section ? "Open this page" : "Open the website"}</button></form>`;
}

/** Finding one's invitation: by name (unless the couple asks for the code) or by the household's code. */
function findForm(action: string, lookup: RsvpLookup, note: FormNote | undefined) {
  const byName =
    lookup === "code"
      ? ""
      : `<p class="muted">${lookup === "exact" ? "Type your first and last name exactly as they are on your invitation." : "Type your first and last name as they are on your invitation."}</p>
<label for="first-name">First name<input id="first-name" name="firstName" autocomplete="given-name"></label>
<label for="last-name">Last name<input id="last-name" name="lastName" autocomplete="family-name"></label><p class="or">or</p>`;
  return `<form method="post" action="${esc(action)}" aria-label="Find your invitation">${byName}
<label for="household-code">${lookup === "code" ? "The code on your invitation" : "Your household's code, from your invitation"}<input id="household-code" name="code" autocomplete="off" autocapitalize="characters" spellcheck="false" placeholder="K7QM-3XPA"></label>
${errorNote(note, "find")}<button class="button" type="submit">Find my invitation</button></form>`;
}

/** What the song-request form shows after a post: the typed values again beside an error, or a thank-you. */
export interface SongFormState {
  values?: { title: string; artist: string; name: string };
  sent?: boolean;
}

/**
 * Guests ask for a song (decision 050). A guest who found their invitation is known by their household
 * (their name is optional); anyone else types their name, and the couple sees it as typed.
 */
function songRequestForm(action: string, household: string | null, note: FormNote | undefined, state: SongFormState) {
  const v = state.values ?? { title: "", artist: "", name: "" };
  const invalid = note?.form === "song" ? ` aria-invalid="true" aria-describedby="song-error"` : "";
  const thanks = state.sent ? `<p class="card" role="status" style="text-align:center">Thank you! Your song request is with the couple.</p>` : "";
  const who = household
    ? `<p class="muted">Asking as ${esc(household)}.</p><label for="song-name">Your name (optional)<input id="song-name" name="name" maxlength="80" autocomplete="name" value="${esc(v.name)}"></label>`
    : `<label for="song-name">Your name<input id="song-name" name="name" maxlength="80" autocomplete="name" required value="${esc(v.name)}"${invalid}></label>`;
  return `${thanks}<p class="muted" style="text-align:center">Which song will get you on the dance floor? Tell the couple and they will pass it to the DJ or band.</p>
<form method="post" action="${esc(action)}" aria-label="Request a song">
<label for="song-title">Song<input id="song-title" name="title" maxlength="200" required value="${esc(v.title)}"${invalid}></label>
<label for="song-artist">Artist (optional)<input id="song-artist" name="artist" maxlength="200" value="${esc(v.artist)}"></label>
${who}${errorNote(note, "song")}<button class="button" type="submit">Send my request</button></form>`;
}

function sectionBody(section: SiteSection, site: ComposedSite, rsvp: string, songs: string): string | null {
  const c = site.content;
  switch (section) {
    case "story":
      return c.story ? paragraphs(c.story) : null;
    case "schedule":
      if (site.events.length === 0) return null;
      return `<ol>${site.events
        .map(
          (e) => `<li class="card"><h3>${esc(e.name)}</h3><p>${esc(whenOf(e.date, e.time) || "Time to come")}</p>${
            e.place ? `<p>${esc(e.place)}${e.mapUrl ? ` · <a href="${esc(e.mapUrl)}" rel="noopener noreferrer" target="_blank">Map<span class="sr"> of ${esc(e.place)} (opens in a new tab)</span></a>` : ""}</p>` : ""
          }${e.dressCode ? `<p>Dress code: ${esc(e.dressCode)}</p>` : ""}</li>`,
        )
        .join("")}</ol>`;
    case "wedding-party":
      if (c.party.length === 0) return null;
      return `<ul class="people">${c.party
        .map(
          (p) => `<li class="card person">${p.photo ? `<img src="${esc(p.photo.thumbUrl)}" alt="${esc(p.name)}" width="480" height="480" loading="lazy" decoding="async">` : ""}<h3>${esc(p.name)}</h3>${
            p.role ? `<p class="role">${esc(p.role)}</p>` : ""
          }${p.bio ? `<p class="pre">${esc(p.bio)}</p>` : ""}</li>`,
        )
        .join("")}</ul>`;
    case "gallery":
      if (c.gallery.length === 0) return null;
      return `<ul class="gallery">${c.gallery
        .map(
          (g) => `<li><figure><a href="${esc(g.url)}"><img src="${esc(g.thumbUrl)}" alt="${esc(g.alt)}" width="${g.width}" height="${g.height}" loading="lazy" decoding="async"></a>${
            g.caption ? `<figcaption>${esc(g.caption)}</figcaption>` : ""
          }</figure></li>`,
        )
        .join("")}</ul>`;
    case "travel":
      if (!c.travel && c.hotels.length === 0) return null;
      return `${paragraphs(c.travel)}${
        c.hotels.length
          ? `<ul class="cards">${c.hotels
              .map(
                (h) => `<li class="card"><h3>${esc(h.name)}</h3>${h.details ? `<p class="pre">${esc(h.details)}</p>` : ""}${
                  h.url ? `<p><a href="${esc(h.url)}" rel="noopener noreferrer" target="_blank">Book a room<span class="sr"> at ${esc(h.name)} (opens in a new tab)</span></a></p>` : ""
                }</li>`,
              )
              .join("")}</ul>`
          : ""
      }`;
    case "things-to-do":
      return c.thingsToDo ? paragraphs(c.thingsToDo) : null;
    case "registry":
      if (c.registry.length === 0) return `<p class="muted" style="text-align:center">Your presence is the best gift.</p>`;
      return `<ul class="pills">${c.registry.map((r) => `<li><a class="button" href="${esc(r.url)}" rel="noopener noreferrer" target="_blank">${esc(r.label)}<span class="sr"> (opens in a new tab)</span></a></li>`).join("")}</ul>`;
    case "faq":
      if (c.faq.length === 0) return null;
      return `<dl>${c.faq.map((f) => `<div><dt>${esc(f.question)}</dt><dd>${esc(f.answer)}</dd></div>`).join("")}</dl>`;
    case "rsvp":
      return rsvp;
    case "song-requests":
      return songs;
  }
}

export interface OpenPageInput {
  site: ComposedSite;
  origin: string;
  /** A guest who found their invitation: their household's RSVP form (plain HTML). */
  guest: { household: string; rsvpForm: string } | null;
  note?: FormNote;
  /** Shown once after a form post succeeded. */
  notice?: string;
  /** The song-request form's values after an error, or its thank-you. */
  song?: SongFormState;
}

/** The site, open: the opening, then each section the couple turned on, in their order. */
export function openSitePage({ site, origin, guest, note, notice, song = {} }: OpenPageInput): string {
  const design = siteDesign(site.design);
  const base = `/wedding/${site.slug}`;
  const date = site.weddingDate ? formatCalendarDate(site.weddingDate, "EEEE, MMMM d, yyyy") : null;
  const rsvp = guest
    ? `<p style="text-align:center">Welcome, ${esc(guest.household)}. Your invitation's events are on the schedule.</p>${guest.rsvpForm}`
    : findForm(`${base}/find`, site.rsvpLookup, note);
  const locked = new Set<string>(site.lockedSections);
  const sections = site.sections
    .map((section) => {
      const body = locked.has(section)
        ? `<p class="muted" style="text-align:center;margin-bottom:1rem">This page has its own password. The couple shared it with the guests it is for.</p>${passwordForm(`${base}/unlock`, note, `section:${section}`, section)}`
        : sectionBody(section, site, rsvp, songRequestForm(`${base}/song-request`, guest?.household ?? null, note, song));
      return body === null ? null : { section, html: `<section id="${section}" aria-labelledby="${section}-title"><div class="wrap stack"><h2 id="${section}-title">${esc(SITE_SECTION_LABELS[section])}</h2>${body}</div></section>` };
    })
    .filter((s) => s !== null);
  const countdown = site.daysToGo === null ? "" : `<p class="muted">${site.daysToGo === 0 ? "Today is the day!" : site.daysToGo === 1 ? "1 day to go" : `${site.daysToGo.toLocaleString("en-US")} days to go`}</p>`;
  const opening = `<div class="opening${design.layout === "framed" ? " framed" : ""}"><p class="kicker">${esc(site.content.headline || "We're getting married")}</p><h1>${esc(site.couple.names)}</h1>${
    date ? `<p>${esc(date)}${site.city ? ` · ${esc(site.city)}` : ""}</p>` : ""
  }${countdown}${site.venue ? `<p class="muted">${esc(site.venue.name)}, ${esc(site.venue.address)}</p>` : ""}</div>`;
  const nav = sections.length > 1 ? `<nav aria-label="Sections"><ul>${sections.map((s) => `<li><a href="#${s.section}">${esc(SITE_SECTION_LABELS[s.section])}</a></li>`).join("")}</ul></nav>` : "";
  const description = [date, site.city, "Our wedding website: the schedule, travel and RSVP."].filter(Boolean).join(" · ");
  const image = site.previewPhotoUrl ? `${origin}${sharePreviewUrl(site.previewPhotoUrl)}` : `${origin}${base}/share-card.png`;
  const body = `<header class="top">${opening}${nav}</header>${notice ? `<div class="wrap"><p class="card" role="status">${esc(notice)}</p></div>` : ""}<main>${sections.map((s) => s.html).join("")}</main><footer>Made with <a href="/">Serviceberry</a></footer>`;
  return document({ title: `${site.couple.names}'s wedding`, description, canonical: `${origin}${base}`, image }, site, body);
}

/** A password-protected or invited-only site before the visitor gets in: nothing of the wedding shows. */
export function lockedSitePage(input: { address: string; lock: "password" | "invited"; lookup: RsvpLookup; note?: FormNote }): string {
  const base = `/wedding/${input.address}`;
  const body =
    input.lock === "password"
      ? `<h1 style="font-size:1.8rem">This wedding website has a password</h1><p class="muted">The couple shared it with their invitation.</p>${passwordForm(`${base}/unlock`, input.note, "password")}`
      : `<h1 style="font-size:1.8rem">This wedding website is for invited guests</h1><p class="muted">Find your invitation to open it.</p>${findForm(`${base}/find`, input.lookup, input.note)}`;
  return document({ title: "Wedding website", description: "A wedding website made with Serviceberry.", noindex: true }, null, `<main class="lock stack">${body}</main>`);
}

/** The one not-found page: unknown, unpublished and removed sites look the same. */
export function siteNotFoundPage(): string {
  return document(
    { title: "Wedding website not found", description: "We couldn't find that wedding website.", noindex: true },
    null,
    `<main class="lock stack"><h1 style="font-size:1.8rem">We couldn't find that wedding website</h1><p>Check the address the couple shared with you. If they just changed it, ask them for the new link.</p><p><a href="/">Go to Serviceberry</a></p></main>`,
  );
}

/** The link-preview picture when the couple chose none: their names and date on the site's palette, 1200 by 630. */
export function shareCardSvg(site: Pick<ComposedSite, "design" | "palette" | "couple" | "weddingDate" | "city">): string {
  const palette = sitePalette(site.palette);
  const font = siteDesign(site.design).font === "serif" ? "DejaVu Serif, Georgia, serif" : "DejaVu Sans, Arial, sans-serif";
  const date = site.weddingDate ? formatCalendarDate(site.weddingDate, "MMMM d, yyyy") : "";
  const line = [date, site.city].filter(Boolean).join(" · ");
  const names = site.couple.names.length > 28 ? `${site.couple.names.slice(0, 27)}…` : site.couple.names;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="${palette.background}"/><rect x="40" y="40" width="1120" height="550" rx="24" fill="none" stroke="${palette.accent}" stroke-width="6"/>
<text x="600" y="230" text-anchor="middle" font-family="${font}" font-size="34" letter-spacing="8" fill="${palette.muted}">WE'RE GETTING MARRIED</text>
<text x="600" y="345" text-anchor="middle" font-family="${font}" font-size="84" font-weight="600" fill="${palette.text}">${esc(names)}</text>
<text x="600" y="435" text-anchor="middle" font-family="${font}" font-size="40" fill="${palette.text}">${esc(line)}</text></svg>`;
}
