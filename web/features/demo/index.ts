/** What the home page shows of the demo: the budget and June's chat, with their sample data. */
export { DemoBudget } from "./DemoBudget";
export { DemoChat } from "./DemoChat";
export { SAMPLE_BUDGET, SAMPLE_CHAT } from "./sample-data";
