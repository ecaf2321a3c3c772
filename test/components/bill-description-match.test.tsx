// Lines without codes matched to our procedures by their description (app/domain/bill-reading/match-description.ts).
import { describe, expect, it } from "vitest";
import { matchDescription } from "~/domain/bill-reading/match-description";

const best = (description: string) => {
  const m = matchDescription(description);
  return { sureness: m.sureness, slug: m.candidates[0]?.slug, code: m.candidates[0]?.code };
};

describe("matching a line's description to our procedures", () => {
  it.each([
    ["MRI KNEE W/O CONTRAST", "mri", "73721"],
    ["XR CHEST 2 VIEWS", "x-ray", "71046"],
    ["CT HEAD W/O CONTRAST", "head-ct", "70450"],
    ["MRI BRAIN W/O & W/ CONTRAST", "brain-mri", "70553"],
    ["MRI BRAIN W/O CONTRAST", "brain-mri-no-contrast", "70551"],
    ["COMPREHENSIVE METABOLIC PANEL", "metabolic-blood-panel", "80053"],
    ["EKG 12 LEAD W/ INTERP", "ekg", "93000"],
    ["MRI LUMBAR SPINE W/O CONTRAST", "lower-back-mri", "72148"],
    ["VENIPUNCTURE ROUTINE", "blood-draw", "36415"],
  ])("%s is likely %s", (description, slug, code) => {
    expect(best(description)).toEqual({ sureness: "likely", slug, code });
  });

  it("never takes a scan with contrast for one without", () => {
    const m = matchDescription("CT ABD/PELVIS W/O CONTRAST");
    expect(m.candidates[0]?.slug).toBe("ct-abdomen-pelvis-no-contrast");
    expect(m.candidates.map((c) => c.slug)).not.toContain("ct-scan");
  });

  it("offers the close ones to choose from when two fit about as well", () => {
    const m = matchDescription("COMPLETE BLOOD COUNT");
    expect(m.sureness).toBe("maybe");
    expect(m.candidates.map((c) => c.slug)).toEqual(expect.arrayContaining(["cbc", "cbc-no-differential"]));
  });

  it.each(["EMERGENCY ROOM", "LABORATORY", "DRUGS REQUIRE DETAIL CODING", "OBSERVATION ROOM", ""])(
    "%j matches nothing, and says so",
    (description) => {
      expect(matchDescription(description)).toEqual({ sureness: "none", candidates: [] });
    },
  );
});
