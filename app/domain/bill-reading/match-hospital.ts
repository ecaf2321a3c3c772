/**
 * The hospital a bill is from, among hospitals on our list found by the bill's ZIP or city: ranked by how many of
 * the printed name's words the hospital's name has, and whether the city is the same (docs/product.md#reading-a-bill).
 * The person confirms the one we offer, or chooses another.
 */
import type { SeenHospital } from "./bill-reader";

type Listed = { ccn: string; name: string; city: string; state: string };

const SAME: Record<string, string> = {
  st: "saint",
  mt: "mount",
  ctr: "center",
  centre: "center",
  med: "medical",
  hosp: "hospital",
};

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w && !["the", "of", "and", "inc"].includes(w))
      .map((w) => SAME[w] ?? w),
  );

/** 0–1. */
function score(seen: SeenHospital, h: Listed): number {
  const printed = wordsOf(seen.name);
  const listed = wordsOf(h.name);
  const shared = [...printed].filter((w) => listed.has(w)).length;
  const name = shared / Math.max(new Set([...printed, ...listed]).size, 1);
  const city = seen.city.toLowerCase() === h.city.toLowerCase() && seen.state === h.state ? 1 : 0;
  return 0.7 * name + 0.3 * city;
}

/** Below this, a hospital is not offered first: the person chooses. */
const OFFERED = 0.6;

export function rankHospitals<T extends Listed>(
  seen: SeenHospital,
  hospitals: readonly T[],
): { ranked: T[]; offered: T | null } {
  const scored = hospitals.map((h) => ({ h, s: score(seen, h) })).sort((a, b) => b.s - a.s);
  const best = scored[0];
  return { ranked: scored.slice(0, 5).map((x) => x.h), offered: best && best.s >= OFFERED ? best.h : null };
}
