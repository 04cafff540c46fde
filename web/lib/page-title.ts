// Most screens declare only their title; the whole head (description, previews, JSON-LD) is in page-head.
export { usePageTitle } from "./page-head";
