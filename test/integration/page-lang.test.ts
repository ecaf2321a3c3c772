import { describe, expect, it } from "vitest";
import { acceptedLang, pageLang } from "../../app/.server/page-lang.server";
import { formatCalendarDate } from "../../app/format/dates";

const at = (query: string, acceptLanguage?: string) =>
  new Request(`https://carefinder.example/dashboard${query}`, {
    headers: acceptLanguage ? { "Accept-Language": acceptLanguage } : {},
  });

describe("the language of a member's page", () => {
  it("follows ?lang first, then the profile, then Accept-Language", () => {
    expect(pageLang(at("?lang=es", "en-US"), "en")).toBe("es");
    expect(pageLang(at("?lang=en", "es-MX"), "es")).toBe("en");
    expect(pageLang(at("", "en-US"), "es")).toBe("es");
    expect(pageLang(at("", "es-US,es;q=0.9"), null)).toBe("es");
    expect(pageLang(at("?lang=de", "en"), null)).toBe("en");
    expect(pageLang(at(""), null)).toBe("en");
  });

  it("weighs Accept-Language by q and skips languages the site does not speak", () => {
    expect(acceptedLang("fr-FR, en;q=0.5, es;q=0.8")).toBe("es");
    expect(acceptedLang("es;q=0, en;q=0.1")).toBe("en");
    expect(acceptedLang("de, fr")).toBe("en");
  });

  it("writes dates in the page's language (es-US for Spanish)", () => {
    expect(formatCalendarDate("2026-11-27", "es")).toBe("27 nov 2026");
    expect(formatCalendarDate("2026-11-27")).toBe("Nov 27, 2026");
  });
});
