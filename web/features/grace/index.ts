export { mountGrace } from "./mount";
