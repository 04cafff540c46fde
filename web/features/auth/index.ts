/** What other features use of sign-in: the form (for signing in in place) and its flow. */
export { SignInForm } from "./components/SignInForm";
export { useEntryFlow } from "./lib/use-entry-flow";
