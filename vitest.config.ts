import { sitePagesPlugin } from "./scripts/lib/site-pages-plugin.ts";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [sitePagesPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    environment: "node",
    setupFiles: ["./tests/setup/vitest-setup.ts"],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
