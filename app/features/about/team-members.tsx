import type { SiteConfig } from "~/config/site-schema";
import type { teamMembers as enTeamMembers } from "~/content/about";

/**
 * The firm's company secretaries as site.team lists them: name, role, ICSI membership and certificate of practice
 * numbers. Nothing renders while the list is empty, so the site never shows a person the firm did not name.
 */
export function TeamMembers({
  members,
  words,
}: {
  members: SiteConfig["team"];
  words: typeof enTeamMembers;
}) {
  if (members.length === 0) return null;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => (
        <li
          key={member.membershipNumber}
          className="rounded-card border border-line bg-white p-6 shadow-card"
        >
          <p className="text-lg font-semibold text-ink">{member.name}</p>
          <p className="text-ink-muted">{words.roles[member.role]}</p>
          <ul className="mt-3 space-y-1 text-sm text-ink">
            <li>{words.membership(member.membershipNumber)}</li>
            {member.certificateOfPractice ? (
              <li>{words.certificateOfPractice(member.certificateOfPractice)}</li>
            ) : null}
          </ul>
        </li>
      ))}
    </ul>
  );
}
