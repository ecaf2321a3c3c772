// The import circles and arrows up (scripts/look-imports.mjs, docs/decisions/0056-words-as-typed-data.md).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { arrowsUp, circlesIn, layerOf, look, specifiersIn } from "../look-imports.mjs";

describe("look-imports", () => {
  it("finds a circle, and only the files in it", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
    ]);
    assert.deepEqual(circlesIn(graph), [["a", "b", "c"]]);
    assert.deepEqual(
      circlesIn(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
      [],
    );
  });

  it("reads imports, re-exports, type imports over several lines and import(), not commented ones", () => {
    const text = [
      'import { a } from "./a";',
      "import type {\n  B,\n  C,\n} from '~/b';",
      'export { d } from "../d";',
      'import "./side";',
      'const e = await import("./e");',
      '// import { f } from "./f";',
      '/* import { g } from "./g"; */',
    ].join("\n");
    assert.deepEqual(specifiersIn(text), ["./a", "~/b", "../d", "./side", "./e"]);
  });

  it("counts an import from a lower layer to a higher one as an arrow up", () => {
    assert.ok(layerOf("app/i18n/sign-in/en.ts") < layerOf("app/components/PlanCard.tsx"));
    const graph = new Map([
      ["app/i18n/x/en.ts", ["app/components/X.tsx", "app/domain/x.ts"]],
      ["app/components/X.tsx", ["app/i18n/x/en.ts"]],
    ]);
    assert.deepEqual(arrowsUp(graph), [{ from: "app/i18n/x/en.ts", to: "app/components/X.tsx" }]);
  });

  const result = look();

  it("finds no import circle anywhere in app/, worker/ and db/", () => {
    assert.ok(result.files > 100, "the graph covers app/, worker/ and db/");
    assert.deepEqual(result.circles, []);
  });

  it("keeps app/i18n below services, components and routes, and at most 3 arrows up in all", () => {
    assert.deepEqual(
      result.arrowsUp.filter(({ from }) => from.startsWith("app/i18n/")),
      [],
    );
    assert.ok(result.arrowsUp.length <= 3, JSON.stringify(result.arrowsUp));
  });
});
