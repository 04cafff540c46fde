import type { HelpArticle } from "../help.ts";

/** Tasks and polls (issue 29, decisions 038 and 058): shared tasks between the couple and helpers, and group polls. */
export const TASKS_POLLS_ARTICLES: HelpArticle[] = [
  {
    slug: "shared-tasks",
    audience: "everyone",
    topic: "Planning together",
    question: "How do we give tasks to each other and to our helpers?",
    answer:
      "Open Tasks and polls (from Contributor access, or from a couple's card on the contributor dashboard). Add a task, choose who it's for (the couple or a helper with planning chat access) and, if you like, a due date and the master timeline item it helps with. Anyone with edit access to the planning chat can add tasks, comment on them and tick them off; tasks past their due date show as overdue. Tasks given to the couple show on the couple's dashboard, and a helper's on their contributor dashboard. The couple can delete any task, and a helper the ones they added. A helper with view access sees the tasks and comments without changing them.",
    links: [{ label: "Tasks and polls", href: "/planning/tasks-polls" }, { label: "Contributor dashboard", href: "/contributor-dashboard" }],
  },
  {
    slug: "task-comments-and-timeline-links",
    audience: "everyone",
    topic: "Planning together",
    question: "Can we discuss a task, or tie it to our master timeline?",
    answer:
      "Yes. Under each task, open its comments to read the thread and add one; it shows who wrote each comment and when. You can edit or delete your own comments, and the couple can delete any comment on their planning. When you add a task you can pick the master timeline checklist item it belongs to: the task then shows that item with a link to the timeline. Helpers see the linked item only if the couple gave them access to the timeline. If the couple deletes the item from the timeline, the task stays and the link is cleared.",
    links: [{ label: "Tasks and polls", href: "/planning/tasks-polls" }, { label: "Master timeline", href: "/planning/master-timeline" }],
  },
  {
    slug: "group-polls",
    audience: "everyone",
    topic: "Planning together",
    question: "Can we ask our family and wedding party to vote on something?",
    answer:
      "Yes. On Tasks and polls, start a poll with a question and 2 to 10 options. An option can be a few words, or a venue or vendor you find with the catalog search: it then shows the listing's name, photo and a link to its page. Choose whether each person picks one option or up to several, whether the poll is anonymous (everyone sees only the counts) or shows who voted for what, and, if you like, a close date and time after which votes stop. Everyone with edit access to the planning chat can vote and change their vote while the poll is open; helpers with view access see the results without voting. Results update on the page by themselves while it's open. The couple, or whoever asked, can close the poll early: the results stay and votes stop.",
    links: [{ label: "Tasks and polls", href: "/planning/tasks-polls" }],
  },
];
