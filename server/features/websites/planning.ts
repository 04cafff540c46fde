import { z } from "zod";
import { SITE_PRIVACY_LABELS, type SitePrivacy } from "../../../domain/websites.ts";
import { has } from "../../planning/entities.ts";
import { defineAction, definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { setPublished } from "./operations/builder.ts";
import { siteOfCouple } from "./rows.ts";

/** What June knows of the wedding website. */
export interface WebsiteFacts {
  slug: string;
  published: boolean;
  privacy: SitePrivacy;
  sections: string[];
  /** The address guests open. */
  url: string;
}

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    /** null: the couple has not saved a website yet. */
    website: WebsiteFacts | null;
  }
}

const BUILDER = "Planning → Wedding Website";

export function answerWebsite(facts: Facts, text = ""): SkillReply {
  const site = facts.website;
  if (site === undefined) return { reply: `I couldn't read your wedding website just now. Open it from ${BUILDER}.` };
  if (!site) {
    return {
      reply: `${/\b(?:can (?:we|i)|could (?:we|i)|is there|do you have|how (?:do|can) (?:we|i))\b/i.test(text) ? "Yes, you can make it right here. " : ""}You haven't made your wedding website yet: open ${BUILDER}. The first draft is made from your names, date, venue and the events on your guest list, so there's nothing to retype. Choose a design, write your story, then publish. Guests find their invitation on it by name or household code and RSVP there, straight into your guest list.`,
    };
  }
  const who = SITE_PRIVACY_LABELS[site.privacy].split(":")[0]!.toLowerCase();
  return site.published
    ? { reply: `Your wedding website is published at ${site.url} (${who}). Guests can find their invitation and RSVP right on it. Change it any time in ${BUILDER}.` }
    : {
        reply: `Your wedding website is saved as a draft at ${site.url}; only you and the helpers you let edit can see it. Shall I publish it?`,
        actions: [{ type: "set-website-published", published: true }],
      };
}

export function answerPublishWebsite(text: string, facts: Facts): SkillReply {
  const site = facts.website;
  if (!site) return answerWebsite(facts);
  const unpublish = has(text, /\b(unpublish|take (it |the site |our (wedding )?website )?down|hide|offline)\b/);
  if (unpublish) {
    return site.published
      ? { reply: "Shall I unpublish your wedding website? Guests will get a not-found page until you publish it again.", actions: [{ type: "set-website-published", published: false }] }
      : { reply: "Your wedding website isn't published, so guests can't see it." };
  }
  return site.published ? { reply: `Your wedding website is already published at ${site.url}.` } : answerWebsite(facts);
}

const setPublishedSchema = z.object({ type: z.literal("set-website-published"), published: z.boolean() });

/** The wedding website as a planning module (decision 022, decision 029). */
export const websitesPlanning = definePlanningModule({
  name: "websites",
  async facts(scope) {
    const row = await siteOfCouple(scope.deps.db, scope.access.coupleId);
    if (!row) return { website: null };
    return { website: { slug: row.slug, published: row.published, privacy: row.privacy as SitePrivacy, sections: row.sections, url: `${scope.deps.config.publicUrl}/wedding/${row.slug}` } };
  },
  tools: [
    defineTool({
      name: "get_wedding_website",
      description: "The couple's wedding website: whether it is saved and published, its address, who can see it, and its sections.",
      input: z.object({}),
      run: ({ facts }) => (facts.website === undefined ? { error: "unknown" } : { website: facts.website, summary: answerWebsite(facts).reply }),
    }),
  ],
  actions: [
    defineAction({
      type: "set-website-published",
      area: "websites",
      level: "edit",
      input: setPublishedSchema,
      label: (action) => (action.published ? "Publish your wedding website" : "Unpublish your wedding website"),
      async run(scope, action) {
        const view = await setPublished(scope.deps, scope.access.coupleId, action.published);
        return action.published ? `Your wedding website is published at ${scope.deps.config.publicUrl}/wedding/${view.settings.slug}.` : "Your wedding website is unpublished; guests see a not-found page until you publish it again.";
      },
      changes: ["websites", "planning"],
      proposal: {
        tool: "propose_set_website_published",
        description: "Propose publishing or unpublishing the couple's saved wedding website; they confirm in the chat.",
        args: z.object({ published: z.boolean() }),
        toAction(args, facts) {
          if (!facts.website) return { error: "The couple has not saved a wedding website yet; they make it in the builder first." };
          return { published: args.published };
        },
      },
    }),
  ],
  skills: [
    {
      intent: "website-publish",
      rank: 40,
      utterances: ["publish our wedding website", "make our wedding site live", "unpublish the wedding website", "take our wedding website down", "put our wedding site online"],
      recognizes: (t) => has(t, /\b(publish|unpublish|go live|take down)\b.*\b(website|site)\b|\b(website|site)\b.*\b(live|publish|unpublish|offline)\b/),
      topic: "your wedding website",
      answer: ({ text, facts }) => answerPublishWebsite(text, facts),
    },
    {
      intent: "website",
      rank: 75,
      utterances: ["what's the link to our wedding website", "is our wedding website published", "how do guests find our wedding site", "wedding website address", "who can see our wedding website"],
      recognizes: (t) => has(t, /\bwedding (web)?site\b|\bour (web)?site\b/),
      topic: "your wedding website",
      capability: "Your wedding website: its address, whether it's published, and publishing it when you say so.",
      answer: ({ text, facts }) => answerWebsite(facts, text),
    },
  ],
  async overview(scope) {
    const row = await siteOfCouple(scope.deps.db, scope.access.coupleId);
    return { website: row ? { saved: true, published: row.published, slug: row.slug } : { saved: false, published: false, slug: null } };
  },
});
