/** The months in Telugu, January first, as the Telugu pages write dates ("31 జులై 2026"). */
export const teluguMonths = [
  "జనవరి",
  "ఫిబ్రవరి",
  "మార్చి",
  "ఏప్రిల్",
  "మే",
  "జూన్",
  "జులై",
  "ఆగస్టు",
  "సెప్టెంబర్",
  "అక్టోబర్",
  "నవంబర్",
  "డిసెంబర్",
] as const;

/**
 * The parts of the day, each from the hour (0-23) it begins, as the Telugu pages write a time: the word before the
 * 12-hour time, as the office hours are written ("ఉదయం 10:00 నుంచి సాయంత్రం 6:30"): "మధ్యాహ్నం 12:00",
 * "సాయంత్రం 5:00", and for a visitor abroad "రాత్రి 11:30", "తెల్లవారుజాము 4:30". Not Intl's "te-IN" times,
 * which write "10:00 AM".
 */
export const teluguDayPeriods = [
  [0, "రాత్రి"],
  [4, "తెల్లవారుజాము"],
  [6, "ఉదయం"],
  [12, "మధ్యాహ్నం"],
  [16, "సాయంత్రం"],
  [20, "రాత్రి"],
] as const;
