import { z } from "./zod";

/**
 * Control characters (C0 and C1, DEL) and the Unicode line and paragraph separators. No text of ours needs one,
 * and a calendar reader may take a bare carriage return for a line break, so text that carries one is refused
 * wherever data is read: the build, the page, the admin's storage and import, and the publish CLI.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
export const hasControlCharacter = (value: string) => CONTROL_CHARACTER.test(value);
export const plainString = () =>
  z
    .string()
    .trim()
    .refine(
      (value) => !hasControlCharacter(value),
      "must not contain control characters (line breaks, tabs, carriage returns)",
    );
