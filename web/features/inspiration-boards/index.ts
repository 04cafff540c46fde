// The inspiration boards feature as other features see it: the couple's boards (vendor galleries save images into them).
export { boardKeys, boardQueries, type BoardView } from "./api";
