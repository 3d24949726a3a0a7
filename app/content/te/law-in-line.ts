/**
 * A law's Telugu name inside a line that has brackets of its own (an event's title, Home's deadlines card): the
 * Telugu name with the Act's year, without the English name in brackets, so no brackets sit inside brackets:
 * "కంపెనీల చట్టం (Companies Act 2013)" → "కంపెనీల చట్టం 2013", "ఆదాయపు పన్ను చట్టం (Income Tax Act)" →
 * "ఆదాయపు పన్ను చట్టం"; the due dates' rows name their laws so too. The filters and an entry's details keep the full name
 * (./due-date-names.ts).
 */
export const lawInLine = (law: string): string =>
  law.replace(/\s*\(([^()]*[A-Za-z][^()]*)\)$/, (_match, english: string) => {
    const year = /\d{4}$/.exec(english)?.[0];
    return year ? ` ${year}` : "";
  });
