// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { teamMembers } from "~/content/about";
import { teamMembers as teTeamMembers } from "~/content/te/about";
import { TeamMembers } from "./team-members";

const members = [
  { name: "A. Example", membershipNumber: "F1234", certificateOfPractice: "5678", role: "partner" },
  { name: "B. Example", membershipNumber: "A23456", role: "associate" },
] as const;

describe("the firm's company secretaries", () => {
  it("show each listed person with their role, ICSI membership and certificate of practice numbers", () => {
    render(<TeamMembers members={[...members]} words={teamMembers} />);
    expect(screen.getByText("A. Example")).toBeVisible();
    expect(screen.getByText("Partner")).toBeVisible();
    expect(screen.getByText("ICSI membership no. F1234 (Fellow member)")).toBeVisible();
    expect(screen.getByText("Certificate of practice no. 5678")).toBeVisible();
    expect(screen.getByText("ICSI membership no. A23456 (Associate member)")).toBeVisible();
    // Only the member with a certificate of practice shows one.
    expect(screen.getAllByText(/Certificate of practice/)).toHaveLength(1);
  });

  it("in Telugu too", () => {
    render(<TeamMembers members={[...members]} words={teTeamMembers} />);
    expect(screen.getByText("భాగస్వామి")).toBeVisible();
    expect(screen.getByText(teTeamMembers.certificateOfPractice("5678"))).toBeVisible();
  });

  it("show nothing, and invent no one, while the config lists no one", () => {
    const { container } = render(<TeamMembers members={[]} words={teamMembers} />);
    expect(container).toBeEmptyDOMElement();
  });
});
