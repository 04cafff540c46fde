// The inspiration boards feature as the rest of the server sees it (decision 027): everything else in this folder is its own.
export { inspirationBoardRoutes } from "./routes.ts";
// The Pinterest feature imports pins into boards through these (decision 042).
export { loadOwnedBoard } from "./access.ts";
export { readBoard } from "./operations/boards.ts";
export { boardCounts, storeBoardImage } from "./operations/images.ts";
export { fetchImageBytes } from "./operations/remote-images.ts";
