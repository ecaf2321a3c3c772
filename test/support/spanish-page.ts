/**
 * Finds English left on a page that should be Spanish (issue 39, "every member route in Spanish"). Runs in workerd:
 * the page is read with HTMLRewriter, as a browser would show it.
 *
 * What counts: the text a reader sees (and `<title>`), plus the attributes assistive technology reads aloud
 * (`aria-label`, `alt`, `title`, `placeholder`). What does not: scripts and styles (Remix's data carries every
 * word of the page's loader), comments, and anything inside an element marked `lang="en"` (English on purpose,
 * such as "English" in the language switch). `<html lang>` itself is not skipped: check it is "es" separately.
 *
 * A word is English when it is on the list below: common English words that are never Spanish words ("the",
 * "your", "please", "request"...). Words that are both ("a", "no", "plan", "hospital", "general", "use", "me")
 * are left out, so a Spanish sentence never trips it. Names given in English beside the Spanish (brand, plan
 * names, hospital and procedure names) go in `allowed`.
 */
const ENGLISH_ONLY = new Set(
  `the your you yours and with please request requests upload uploaded uploading documents document payment payments
  paid pending refunded invoice receipt help welcome signed sign dashboard profile edit save saved changes delete
  deleted download view open close choose change cancel submit send sent sending write reply replies unread
  message messages team support call calls schedule book booked booking time zone minute minutes month week today
  tomorrow morning afternoon evening name phone date birth insurance insured uninsured member needed service
  priority high low status completed progress this that these those there here from have been will would could
  should must can may not yet what when where which who how why our we they them their its it is are was were be
  of for to in on at by or an if so up out all any each every more most other only also just than then too very
  about after before again now new old back next previous first last into over under between without within
  files file attach attached none nothing something anything thank thanks successful success failed
  try again account data delete export privacy terms home skip content main menu navigation pricing plans contact
  learn more find get go see know make take keep show page check bill bills price prices cost costs free
  yes reload loading wait please questions question asked answer answers business days day hours hour
  opens opened tab new notes note timeline thread conversation`
    .split(/\s+/)
    .filter(Boolean),
);

const READ_ALOUD = ["aria-label", "alt", "title", "placeholder"];

/** The page's shown text and read-aloud attributes, without scripts, styles and `lang="en"` parts. */
export async function shownText(html: string): Promise<string> {
  const withoutHidden = await new HTMLRewriter()
    .on('script, style, template, body [lang="en"]', { element: (element) => void element.remove() })
    .transform(new Response(html))
    .text();
  const parts: string[] = [];
  await new HTMLRewriter()
    .on("*", {
      element(element) {
        for (const name of READ_ALOUD) {
          const value = element.getAttribute(name);
          if (value) parts.push(value);
        }
      },
      text(text) {
        parts.push(text.text);
      },
    })
    .onDocument({ comments: (comment) => void comment.remove() })
    .transform(new Response(withoutHidden))
    .text();
  // Email addresses and web addresses are names, not words.
  return parts.join(" ").replace(/\S+@\S+|https?:\/\/\S+/g, " ");
}

/** The English words on a page meant to be Spanish (each once, in the order met), less the `allowed` ones. */
export async function englishWordsIn(html: string, allowed: readonly string[] = []): Promise<string[]> {
  return englishWordsInText(await shownText(html), allowed);
}

/** The English words in a text already read from a page (a journey reads it in the browser), less the `allowed`. */
export function englishWordsInText(text: string, allowed: readonly string[] = []): string[] {
  const allowedWords = new Set(allowed.flatMap((name) => name.toLowerCase().split(/[^\p{L}]+/u)).filter(Boolean));
  const found = new Set<string>();
  for (const word of text.split(/[^\p{L}']+/u)) {
    const bare = word.replace(/^'+|'+$/g, "").toLowerCase();
    // "it's", "don't": the part before the apostrophe is the English word.
    const stem = bare.split("'")[0];
    if (ENGLISH_ONLY.has(stem) && !allowedWords.has(stem)) found.add(stem);
  }
  return [...found];
}

/** What a member page shows in English, word by word with a little of its context, for a failing test to print. */
export async function englishInContext(html: string, allowed: readonly string[] = []): Promise<string[]> {
  const words = await englishWordsIn(html, allowed);
  if (!words.length) return [];
  const text = (await shownText(html)).replace(/\s+/g, " ");
  return words.map((word) => {
    const at = text.toLowerCase().search(new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, "u"));
    return `${word}: …${text.slice(Math.max(0, at - 40), at + word.length + 40)}…`;
  });
}
