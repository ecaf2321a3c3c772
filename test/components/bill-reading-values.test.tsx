// The strict readers of a bill's cells (app/domain/bill-reading/values.ts): a cell is an amount, a date or a code
// only when all of it is one; anything else is left for the person to read, never guessed.
import { describe, expect, it } from "vitest";
import { rowsOf } from "~/domain/bill-reading/rows";
import { findDate, readCode, readDate, readMoney } from "~/domain/bill-reading/values";

describe("amounts", () => {
  it("reads charges and every way a credit is printed", () => {
    expect(readMoney("$1,234.56")).toBe(123456);
    expect(readMoney("-250.00")).toBe(-25000);
    expect(readMoney("(250.00)")).toBe(-25000);
    expect(readMoney("250.00-")).toBe(-25000);
    expect(readMoney("50.00 CR")).toBe(-5000);
  });
  it("refuses what is not all an amount", () => {
    for (const cell of ["$7.O0", "1,2345.00", "12", "(250.00", "N/C", "1.00 each"]) expect(readMoney(cell)).toBeNull();
  });
});

describe("dates and codes", () => {
  it("reads the four ways bills print a date, and no impossible day", () => {
    expect(readDate("09/14/2026")).toBe("2026-09-14");
    expect(readDate("09/14/26")).toBe("2026-09-14");
    expect(readDate("2026-09-14")).toBe("2026-09-14");
    expect(readDate("Sep 14, 2026")).toBe("2026-09-14");
    expect(readDate("02/30/2026")).toBeNull();
    expect(readDate("09/14/2026 x")).toBeNull();
    expect(findDate("Dates of Service: 09/14/2026 - 09/15/2026")).toBe("2026-09-14");
  });
  it("keeps a modifier apart from the base code that is priced", () => {
    expect(readCode("73721-RT")).toEqual({ code: "73721", modifier: "RT" });
    expect(readCode("j1885")).toEqual({ code: "J1885", modifier: null });
    expect(readCode("7372")).toBeNull();
  });
});

describe("rows", () => {
  it("puts pieces on one baseline in one row, left to right, and words drawn apart in one cell", () => {
    const at = (text: string, x: number, y: number) => ({ page: 1, text, x, y, width: text.length * 5, size: 9 });
    const rows = rowsOf([at("1,250.00", 500, 700), at("MRI", 100, 700.5), at("KNEE", 117, 700), at("Next", 100, 680)]);
    expect(rows.map((r) => r.cells.map((c) => c.text))).toEqual([["MRI KNEE", "1,250.00"], ["Next"]]);
  });
});
