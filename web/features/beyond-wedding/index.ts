/** The module paths, for the route table. */
export { BEYOND_WEDDING_PATHS } from "./paths";
