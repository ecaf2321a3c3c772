/**
 * Hospital names as people read them (pure). CMS lists legal names: corporate suffixes ("Inc", "LLC", "LP"),
 * "Dba" (doing business as) and "Cah" (its Critical Access Hospital designation). Everywhere a name is shown to
 * a patient it goes through `displayHospitalName`; the legal name stays where a letter or bill must match it.
 */

const SUFFIX = /[\s,]+(?:inc\.?|incorporated|llc|l\.l\.c\.|lp|l\.p\.|llp|pllc|pc|corp\.?|corporation|ltd\.?)$/i;
// "… Hospital-Cah", "… Center - Cah", "… Inc Cah": the designation, not part of the name.
const CRITICAL_ACCESS = /[\s,]*[-–]?\s*\bcah$/i;
/** Short forms CMS uses that read as words. */
const SPELLED_OUT: [RegExp, string][] = [
  [/\bCtr\b/g, "Center"],
  [/\bMed (Center|Campus)\b/g, "Medical $1"],
  [/\bHosp\b/g, "Hospital"],
  [/\bHlth\b/g, "Health"],
];
const NAMES_A_PLACE = /\b(hospital|center|medical|health|healthcare|clinic|campus|infirmary|institute)\b/i;

export function displayHospitalName(legal: string): string {
  let name = legal.replace(/\s+/g, " ").trim();
  // The name it does business as is the one on the door.
  const dba = /\b(?:dba|d\/b\/a)\b\s+(.+)$/i.exec(name);
  if (dba) name = dba[1];
  const critical = CRITICAL_ACCESS.test(name);
  for (let before = ""; before !== name;) {
    before = name;
    name = name.replace(CRITICAL_ACCESS, "").replace(SUFFIX, "").trim();
  }
  for (const [short, long] of SPELLED_OUT) name = name.replace(short, long);
  // "Prairie Community Cah" names no kind of place once the designation goes: it is a hospital.
  if (critical && !NAMES_A_PLACE.test(name)) name = `${name} Hospital`;
  name = name.replace(/[\s,–-]+$/, "");
  return name || legal.trim();
}
