/** What other features use of tours: the query keys (an owner's listing changes show on its tours pages). */
export { tourKeys } from "./api";
export { tourQueries } from "./api";
export { groupTours, requestWhen } from "./tour-lists";
