/** What the calendar and the planner leave out, in Telugu (the twin of ../calendar-scope.ts). */
export const calendarScope =
  "ఇందులో లేనివి: సెక్షన్ 8 కంపెనీ రిటర్న్‌కు మించిన ట్రస్ట్ పన్నులు, ట్రాన్స్‌ఫర్ ప్రైసింగ్ డాక్యుమెంటేషన్, లేబర్ కోడ్ రిటర్న్‌లు, షాపులు-సంస్థల చట్టం, ఇతర FEMA ఘటనలు. వీటి గురించి మమ్మల్ని అడగండి.";
