export { GraceLauncher } from "./GraceLauncher";
