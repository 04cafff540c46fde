// The app shell's only entry into June: a small button; the panel and its logic load on demand.
export { JuneLauncher } from "./JuneLauncher";
