import type { liveCalendarText } from "~/content/live-calendar";
import { liveCalendarRefreshHours, plannerPath } from "~/content/planner-facts";
import { dueDatesFileSchema } from "~/lib/compliance-schema";
import { todayInIndia } from "~/lib/today";
import { liveCalendar } from "./live-calendar";
import type { PlannerWords } from "./planner-words";

/*
 * The live calendar's answer to one request, as the Pages Functions under functions/ give it
 * (docs/decisions/041-live-plan-calendar.md): the deployed data file read through the host's own static assets, the
 * plan of the address's answers, headers that let a calendar app read it again every hour. Nothing of the request is
 * logged or kept.
 */

/** What a Pages Function is given: the request, and the site's static files (`env.ASSETS`). */
export interface LiveCalendarRequest {
  request: Request;
  env: { ASSETS: { fetch: (input: Request | string | URL) => Promise<Response> } };
}

/** The data file as deployed with the site. */
export const DATA_FILE_PATH = "/data/compliance-due-dates.json";

const textAnswer = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...extra,
    },
  });

export async function answerLiveCalendar(
  { request, env }: LiveCalendarRequest,
  words: PlannerWords,
  /** The live calendar's own words in the plan's language (its error answers). */
  t: typeof liveCalendarText,
  /** "/te" for the Telugu plan, "" for the English one. */
  localePrefix: "" | "/te",
  now: Date = new Date(),
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD")
    return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  const url = new URL(request.url);

  let file;
  try {
    const response = await env.ASSETS.fetch(new URL(DATA_FILE_PATH, url));
    if (!response.ok) throw new Error(`the data file answered ${response.status}`);
    file = dueDatesFileSchema.parse(JSON.parse((await response.text()).replace(/^\uFEFF/, "")));
  } catch {
    return textAnswer(503, t.dataProblem, { "Retry-After": "3600" });
  }

  const answer = liveCalendar(file, url.searchParams, words, {
    planUrl: new URL(`${localePrefix}${plannerPath}`, url).href,
    today: todayInIndia(now),
    now,
    refreshHours: liveCalendarRefreshHours,
  });
  if (!answer.ok)
    return textAnswer(
      400,
      t.addressProblem(
        answer.problems
          .map((p) => (p.value === undefined ? p.param : `${p.param}=${p.value}`))
          .join(", "),
      ),
    );
  return new Response(request.method === "HEAD" ? null : answer.text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="compliance-plan.ics"',
      // A calendar app (and any cache between) reads it again after an hour: an extension shows within the hour.
      "Cache-Control": `public, max-age=${liveCalendarRefreshHours * 3600}`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
