// June's routes as the composition root mounts them (decision 027): given the planning modules, June imports no feature.
export { juneFunctionRoutes, juneRoutes, JUNE_CHAT_LIMITS } from "./routes.ts";
