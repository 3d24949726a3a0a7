import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { zodJitless } from "./scripts/lib/zod-jitless.mjs";

export default defineConfig({
  // zodJitless: zod must not probe eval in the browser, which the Content-Security-Policy forbids (issue 9).
  plugins: [zodJitless(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.ANALYZE ? true : false,
  },
  server: { port: 5173 },
});
