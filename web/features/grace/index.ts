export { mountGrace } from "./mount";
export { GraceLauncher } from "./GraceLauncher";
