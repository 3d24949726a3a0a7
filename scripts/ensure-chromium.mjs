// Finds Chromium for the browser tests: CHROME_PATH, else /usr/bin/chromium. When none is installed and we run as
// root (CI), installs Debian's package; otherwise stops with the exact command to run.
import { spawnSync } from "node:child_process";
import { findChromium } from "./lib/chromium.mjs";

let found = findChromium();
if (!found) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const command = "apt-get update && apt-get install -y chromium";
  if (!isRoot) {
    console.error(
      `Chromium was not found. Install Debian's package as root:\n  sudo sh -c '${command}'\nor set CHROME_PATH.`,
    );
    process.exit(1);
  }
  console.log(`Chromium not found; installing Debian's package: ${command}`);
  const result = spawnSync("sh", ["-c", `DEBIAN_FRONTEND=noninteractive ${command}`], {
    stdio: "inherit",
  });
  found = findChromium();
  if (result.status !== 0 || !found) {
    console.error("Installing chromium failed.");
    process.exit(1);
  }
}
console.log(`Chromium: ${found}`);
