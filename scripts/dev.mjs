// npm run dev: the API server with reload on :3000 and Vite's dev server with HMR on :5173 (proxying /api).
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "server/main.ts"], {
    stdio: "inherit",
    env: { NODE_ENV: "development", ...process.env, STATIC_DIR: "./web/public" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
