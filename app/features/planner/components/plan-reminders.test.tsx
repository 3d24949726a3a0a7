// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { PlannerWordsContext } from "../planner-words";
import { DEFAULT_REMINDERS, type Reminders } from "../reminders";
import { englishPlannerWords } from "../words/en";
import { teluguPlannerWords } from "../words/te";
import { PlanReminders } from "./plan-reminders";

const live = "https://www.example.in/due-dates/plan/calendar.ics?entity=llp";

function Reminders({
  liveUrl,
  onDownload = () => {},
}: {
  liveUrl?: string;
  onDownload?: () => void;
}) {
  const [reminders, setReminders] = useState<Reminders>(DEFAULT_REMINDERS);
  return (
    <>
      <PlanReminders
        reminders={reminders}
        onReminders={setReminders}
        onDownload={onDownload}
        busy={false}
        error={false}
        disabled={false}
        liveUrl={liveUrl}
      />
      <output data-testid="chosen">{reminders.join(",")}</output>
    </>
  );
}

const renderIn = (words: typeof englishPlannerWords, liveUrl?: string, onDownload?: () => void) =>
  render(
    <PlannerWordsContext value={words}>
      <Reminders liveUrl={liveUrl} onDownload={onDownload} />
    </PlannerWordsContext>,
  );

describe("the plan's reminders", () => {
  it("are a week and a day before until the visitor ticks others, any of them or none", async () => {
    const user = userEvent.setup();
    renderIn(englishPlannerWords);
    const group = screen.getByRole("group", { name: "Remind me" });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes.map((b) => b.closest("label")!.textContent)).toEqual([
      "15 days before",
      "7 days before",
      "3 days before",
      "1 day before",
    ]);
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, true, false, true]);
    await user.click(screen.getByRole("checkbox", { name: "15 days before" }));
    await user.click(screen.getByRole("checkbox", { name: "1 day before" }));
    expect(screen.getByTestId("chosen").textContent).toBe("15,7");
    await user.click(screen.getByRole("checkbox", { name: "15 days before" }));
    await user.click(screen.getByRole("checkbox", { name: "7 days before" }));
    expect(screen.getByTestId("chosen").textContent).toBe("");
  });

  it("offer the live calendar where the host runs it: webcal:// and https, the apps' steps, the download after", async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderIn(englishPlannerWords, live, onDownload);
    expect(
      (await screen.findByRole("link", { name: "Subscribe in my calendar app" })).getAttribute(
        "href",
      ),
    ).toBe("webcal://www.example.in/due-dates/plan/calendar.ics?entity=llp");
    expect((screen.getByLabelText("The calendar's https address") as HTMLInputElement).value).toBe(
      live,
    );
    await user.click(screen.getByRole("button", { name: "Copy the address" }));
    expect(writeText).toHaveBeenCalledWith(live);
    expect(await screen.findByText("Address copied.")).toBeTruthy();
    for (const app of ["Google Calendar", "Apple Calendar (iPhone, iPad, Mac)", "Outlook"])
      expect(screen.getByText(app).tagName).toBe("SUMMARY");
    expect(screen.queryByText(/runs no live calendar of your plan/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add my plan to my calendar" }));
    expect(onDownload).toHaveBeenCalledOnce();
  });

  it("say when copying fails, and how to copy instead", async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: vi.fn().mockRejectedValue(new Error("denied")) },
      configurable: true,
    });
    renderIn(englishPlannerWords, live);
    await user.click(await screen.findByRole("button", { name: "Copy the address" }));
    expect(
      await screen.findByText("Could not copy. Select the address and copy it yourself."),
    ).toBeTruthy();
  });

  it("offer today's download where the host runs no live calendar, and say why", () => {
    renderIn(teluguPlannerWords);
    expect(screen.queryByRole("link")).toBeNull();
    expect(
      screen.getByRole("button", { name: teluguPlannerWords.plannerText.downloadPlan }),
    ).toBeTruthy();
    expect(screen.getByText(teluguPlannerWords.plannerText.liveUnavailable)).toBeTruthy();
  });
});
