/*
 * The incorporation checklists' script, inline in those pages only (docs/decisions/029-inline-page-scripts.md): the
 * founder's ticks, kept on the device (app/features/incorporations/checklist-ticks.ts).
 */
import { rememberTicks } from "~/features/incorporations/checklist-ticks";

try {
  rememberTicks(document, window.localStorage);
} catch {
  // Storage refused outright (some private windows): the boxes still tick, unremembered.
}
