import { deadlineDateFormat, nextDeadlines, type Deadline } from "./next-deadlines";

/** The month names the card carries in `data-months` (NextDeadlinesList), if any. */
function monthsOf(root: ParentNode): string[] | undefined {
  const json = root instanceof Element ? root.getAttribute("data-months") : null;
  if (!json) return undefined;
  const months: unknown = JSON.parse(json);
  return Array.isArray(months) && months.length === 12 && months.every((m) => typeof m === "string")
    ? months
    : undefined;
}

/**
 * Redraws the home card's list (NextDeadlinesList) for `today` from the deadlines in its data block, one line per
 * deadline from its template, its dates written as the prerendered ones are. Leaves the prerendered list alone when
 * it is already right.
 */
export function refreshNextDeadlines(root: ParentNode, today: string) {
  const data = root.querySelector("script[data-deadlines]")?.textContent;
  const list = root.querySelector("[data-deadline-list]");
  const line = root.querySelector<HTMLTemplateElement>("template[data-deadline-template]")?.content
    .firstElementChild;
  if (!data || !list || !line) return;
  const next = nextDeadlines(JSON.parse(data) as Deadline[], today);
  const formatDate = deadlineDateFormat(monthsOf(root));
  const key = (d: Deadline) => `${d.form}|${d.law}|${d.date}`;
  const shown = [...list.children].map((item) =>
    key({
      form: item.querySelector("[data-form]")?.textContent ?? "",
      law: item.querySelector("[data-law]")?.textContent ?? "",
      date: item.querySelector("time")?.dateTime ?? "",
    }),
  );
  if (shown.join("\n") === next.map(key).join("\n")) return;
  list.replaceChildren(
    ...next.map((deadline) => {
      const item = line.cloneNode(true) as Element;
      const set = (selector: string, text: string) => {
        const el = item.querySelector(selector);
        if (el) el.textContent = text;
      };
      set("[data-form]", deadline.form);
      set("[data-law]", deadline.law);
      const time = item.querySelector("time");
      if (time) {
        time.dateTime = deadline.date;
        time.textContent = formatDate(deadline.date);
      }
      return item;
    }),
  );
}
