import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/*
 * Test helpers: RFC 5545's grammar of a duration, and the strict readers of scripts/validate-ics.py (Python's
 * icalendar and libical, from Debian) run over calendar texts.
 */

const TIME = String.raw`T(?:\d+H(?:\d+M(?:\d+S)?)?|\d+M(?:\d+S)?|\d+S)`;
/** dur-value (RFC 5545, 3.3.6): a "T" only before hours, minutes or seconds. */
export const RFC5545_DURATION = new RegExp(String.raw`^[+-]?P(?:\d+W|\d+D(?:${TIME})?|${TIME})$`);

/** Every value of a property that holds a duration (TRIGGER, REFRESH-INTERVAL, X-PUBLISHED-TTL), unfolded. */
export const durations = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .flatMap((line) => {
      const found = /^(?:TRIGGER|REFRESH-INTERVAL|X-PUBLISHED-TTL|DURATION)(?:;[^:]*)?:(.*)$/.exec(
        line,
      );
      return found ? [found[1]!] : [];
    });

export const VALIDATOR = path.resolve(import.meta.dirname, "../../scripts/validate-ics.py");
export const PYTHON = "/usr/bin/python3";

/** Whether Debian's python3-icalendar and libical's introspection data are installed. */
export function strictReadersInstalled(): boolean {
  try {
    execFileSync(PYTHON, ["-c", "import icalendar, gi; gi.require_version('ICalGLib', '3.0')"], {
      stdio: "ignore",
    });
    return true;
  } catch {
    return false;
  }
}

export interface StrictReading {
  file: string;
  events: number;
  alarms: number;
  firstAlarm: string | null;
  uids: string[];
  sequences: number[];
  problems: string[];
}

/** Reads each text with the strict readers; `today`: no reminder may ring before it. */
export function readStrictly(texts: readonly string[], today: string): StrictReading[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ics-"));
  try {
    const files = texts.map((text, i) => {
      const file = path.join(dir, `${i}.ics`);
      fs.writeFileSync(file, text);
      return file;
    });
    let out: string;
    try {
      out = execFileSync(PYTHON, [VALIDATOR, today, ...files], { encoding: "utf8" });
    } catch (error) {
      const stdout = (error as { stdout?: string }).stdout;
      if (!stdout) throw error;
      out = stdout;
    }
    return JSON.parse(out) as StrictReading[];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
