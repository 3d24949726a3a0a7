import { teluguWebFont } from "~/lib/telugu-font";
import type { PageHandle } from "../frame";
import { errorText, notFoundText, shellText } from "./errors";
import {
  bookConsultation,
  componentText,
  legalLinks,
  mainNav,
  menuText,
  prerenderedFrameText,
} from "./navigation";

/**
 * The handle of a Telugu page's route module that hydrates: the frame's words a browser renders (app/content/
 * frame.tsx) and the Telugu font's rules, loaded with that page's code. Apart from ./frame.tsx, whose full set of
 * words only the build needs.
 */
export const teluguPageHandle: PageHandle = {
  frameWords: {
    bookConsultation,
    componentText,
    errorText,
    legalLinks,
    mainNav,
    menuText,
    notFoundText,
    prerenderedFrameText,
    shellText,
  },
  webFont: teluguWebFont,
};
