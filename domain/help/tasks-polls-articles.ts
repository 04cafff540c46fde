import type { HelpArticle } from "../help.ts";

/** Tasks and polls (issue 29, decision 038): shared tasks between the couple and helpers, and group polls. */
export const TASKS_POLLS_ARTICLES: HelpArticle[] = [
  {
    slug: "shared-tasks",
    audience: "everyone",
    topic: "Planning together",
    question: "How do we give tasks to each other and to our helpers?",
    answer:
      "Open Tasks and polls (from Contributor access, or from a couple's card on the contributor dashboard). Add a task, choose who it's for (the couple or a helper with planning chat access) and, if you like, a due date. Anyone with edit access to the planning chat can add tasks and tick them off; tasks past their due date show as overdue. The couple can delete any task, and a helper the ones they added. A helper with view access sees the tasks without changing them.",
    links: [{ label: "Tasks and polls", href: "/planning/tasks-polls" }, { label: "Contributor dashboard", href: "/contributor-dashboard" }],
  },
  {
    slug: "group-polls",
    audience: "everyone",
    topic: "Planning together",
    question: "Can we ask our family and wedding party to vote on something?",
    answer:
      "Yes. On Tasks and polls, start a poll with a question and 2 to 10 options. Everyone with edit access to the planning chat gets one vote each and can change it while the poll is open; everyone who can see the poll sees how many votes each option has, not who voted for what. The couple, or whoever asked, can close the poll: the results stay and votes stop.",
    links: [{ label: "Tasks and polls", href: "/planning/tasks-polls" }],
  },
];
