/**
 * A bill line with a description and no code, matched to our procedures ("MRI KNEE W/O CONTRAST" → the knee MRI,
 * 73721): the words a bill abbreviates are spelled out, then the line's words are looked for in each procedure's
 * name and plain description. The best few come back with how sure we are; the person confirms or chooses, and a
 * line that matches nothing says so (docs/decisions/0053-reading-bills-in-the-browser.md).
 */
import { PROCEDURE_WORDS } from "./procedures.generated";

type Sureness = "likely" | "maybe";
type DescriptionMatch = { slug: string; name: string; code: string; score: number };
export type MatchResult = { sureness: Sureness; candidates: DescriptionMatch[] } | { sureness: "none"; candidates: [] };

/** Bills' abbreviations and other names, spelled as our procedures spell them. */
const SPELLED: [RegExp, string][] = [
  [/\bw\/o\b|\bwo\b/g, " without "],
  [/\bw\/|\bw\b/g, " with "],
  [/&/g, " and "],
  [/\bx-?rays?\b|\bxr\b|\bradiograph\w*/g, " xray "],
  [/\bmr\b/g, " mri "],
  [/\bcat\b/g, " ct "],
  [/\bus\b|\bsono(gram)?\b|\bultrasonograph\w*/g, " ultrasound "],
  [/\babd\b/g, " abdomen "],
  [/\blumbar\b|\bl-spine\b|\blumbosacral\b/g, " lumbar lower back "],
  [/\bcervical\b|\bc-spine\b/g, " cervical neck "],
  [/\bhead\b|\bbrain\b/g, " head brain "],
  [/\becg\b|\bekg\b|\belectrocardiogram\b/g, " ekg "],
  [/\btte\b|\becho\b|\bechocardiogram\b/g, " echocardiogram "],
  [/\bcomprehensive metabolic\b|\bcmp\b/g, " metabolic panel cmp "],
  [/\bbasic metabolic\b|\bbmp\b/g, " basic blood chemistry bmp "],
  [/\bcbc\b/g, " complete blood count cbc "],
  [/\btsh\b|\bthyroid stim\w*/g, " thyroid tsh "],
  [/\bhgb a1c\b|\bhemoglobin a1c\b|\ba1c\b/g, " a1c "],
  [/\blipid\b/g, " cholesterol "],
  [/\bvenipuncture\b/g, " blood draw "],
  [/\burinalysis\b|\bua\b/g, " urine test "],
  [/\bprothrombin\b|\bpt\/inr\b/g, " clotting pt inr "],
  [/\bthromboplastin\b|\bptt\b/g, " clotting ptt "],
];

/** Words that tell nothing about which procedure it is. */
const EMPTY = new Set(["a", "an", "the", "of", "or", "for", "to", "per", "scan", "test", "exam", "no", "one", "other"]);
const MODALITIES = ["mri", "ct", "xray", "ultrasound"];

type Contrast = "without" | "with" | "both" | null;
type Words = { words: Set<string>; contrast: Contrast };

function wordsOf(text: string): Words {
  let spelled = ` ${text.toLowerCase()} `;
  for (const [re, to] of SPELLED) spelled = spelled.replace(re, to);
  const withIt = /\bwith\b[^,;]*contrast|\bcontrast\b/.test(spelled);
  const without = /\bwithout\b/.test(spelled) && /\bcontrast\b/.test(spelled);
  const both = without && /\bwith\b/.test(spelled.replace(/\bwithout\b/g, ""));
  const contrast: Contrast = both ? "both" : without ? "without" : withIt ? "with" : null;
  const words = spelled
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !EMPTY.has(w) && !["with", "without", "and", "contrast"].includes(w));
  return { words: new Set(words), contrast };
}

const CATALOG = PROCEDURE_WORDS.map(([slug, name, code, plain]) => ({
  slug,
  name,
  code,
  title: wordsOf(name),
  all: wordsOf(`${name} ${plain} ${slug.replace(/-/g, " ")}`),
}));

/** 0–1: how much of the line's words the procedure has (most of the weight), and how much of its name the line has. */
function score(line: Words, p: (typeof CATALOG)[number]): number {
  if (!line.words.size) return 0;
  const contrast = p.all.contrast ?? p.title.contrast;
  if (line.contrast && contrast && line.contrast !== contrast) return 0;
  const shared = [...line.words].filter((w) => p.all.words.has(w)).length;
  const named = [...p.title.words].filter((w) => line.words.has(w)).length;
  let s = 0.75 * (shared / line.words.size) + 0.25 * (named / Math.max(p.title.words.size, 1));
  // An MRI is not a CT: a line naming how the picture is taken only matches procedures taken that way.
  if (MODALITIES.some((m) => line.words.has(m) && !p.all.words.has(m))) s *= 0.3;
  return Math.round(s * 100) / 100;
}

/** Below this nothing is offered; at or above LIKELY, and well ahead of the next, it is "likely". */
const FLOOR = 0.5;
const LIKELY = 0.75;
const AHEAD = 0.15;

export function matchDescription(description: string): MatchResult {
  const line = wordsOf(description);
  const ranked = CATALOG.map((p) => ({ slug: p.slug, name: p.name, code: p.code, score: score(line, p) }))
    .filter((m) => m.score >= FLOOR)
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, 3);
  if (!ranked.length) return { sureness: "none", candidates: [] };
  const [best, next] = ranked;
  const likely = best.score >= LIKELY && (!next || best.score - next.score >= AHEAD);
  return { sureness: likely ? "likely" : "maybe", candidates: ranked };
}
