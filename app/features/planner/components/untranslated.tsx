import { usePlannerWords, type PlannerWords } from "../planner-words";

/*
 * The data's words that no translation covers, on a page in another language: marked with their language, so that a
 * screen reader reads them as English and the page's language checks know them (docs/decisions/025-telugu-edition.md).
 */

/**
 * The language to mark some of the data's words with: the words' untranslated language, unless a translation gave
 * them in the page's own (a cost's text in Telugu); none on the English page.
 */
export function untranslatedLanguage(
  words: Pick<PlannerWords, "untranslated" | "inPageLanguage">,
  dataWords: string | undefined,
): string | undefined {
  if (!words.untranslated || !dataWords || words.inPageLanguage?.(dataWords)) return undefined;
  return words.untranslated;
}

/** `text`, with the data's own words in it (`dataWords`) marked as written in `lang`. */
export function WithUntranslated({
  text,
  dataWords,
  lang,
}: {
  text: string;
  dataWords: string | undefined;
  lang: string | undefined;
}) {
  const at = lang && dataWords ? text.indexOf(dataWords) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span lang={lang} data-untranslated>
        {dataWords}
      </span>
      {text.slice(at + dataWords!.length)}
    </>
  );
}

/** Some of the data's words on their own (a form's name), marked as untranslated where they are. */
export function DataWords({ text }: { text: string }) {
  const words = usePlannerWords();
  return <WithUntranslated text={text} dataWords={text} lang={untranslatedLanguage(words, text)} />;
}
