import { fireEvent, render, screen } from "@testing-library/react";
import * as v from "valibot";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RegistrationForm } from "~/components/registration/RegistrationForm";
import { en as registrationEn } from "~/i18n/registration/en";
import { en as refusalsEn, sayMessage } from "~/i18n/refusals/en";
import { es as refusalsEs } from "~/i18n/refusals/es";
import { registrationSchema } from "~/domain/profile";
import { es as registrationEs } from "~/i18n/registration/es";

/** Every key path of a words object, with the kind of value at its end (text, function, list). */
function shape(words: unknown, path = ""): Record<string, string> {
  if (words === null || typeof words !== "object" || Array.isArray(words)) {
    return { [path]: Array.isArray(words) ? "list" : typeof words };
  }
  return Object.assign({}, ...Object.entries(words).map(([key, value]) => shape(value, path ? `${path}.${key}` : key)));
}

describe("the registration form's Spanish words", () => {
  it("name every key the English words have, with the same kind of value", () => {
    expect(shape(registrationEs)).toEqual(shape(registrationEn));
  });

  it("leave no words empty except the English page's 'in English' notes", () => {
    for (const [path, text] of Object.entries(shape(registrationEs))) {
      if (text !== "string") continue;
      const value = path.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], registrationEs);
      expect(value, path).not.toBe("");
    }
  });

  it("say in Spanish every message the registration schema gives for bad answers", () => {
    const bad = [
      {},
      {
        full_name: "",
        email: "",
        phone_number: "",
        zip_code: "",
        date_of_birth: "",
        insurance_status: "",
        service_needed: "",
      },
      {
        full_name: "x".repeat(201),
        email: "not-an-address",
        phone_number: "call me",
        zip_code: "331",
        date_of_birth: "2999-01-01",
        insurance_status: "maybe",
        insurance_provider: "x".repeat(201),
        member_id: "x".repeat(101),
        service_needed: "x".repeat(2001),
      },
      { date_of_birth: "1990-02-30", full_name: 5 },
    ];
    const messages = new Set(
      bad.flatMap((input) => v.safeParse(registrationSchema, input).issues?.map((issue) => issue.message) ?? []),
    );
    expect(messages.size).toBeGreaterThan(10);
    for (const message of messages) {
      const spanish = sayMessage(refusalsEs, message);
      expect(spanish, message).not.toBe(message);
      expect(sayMessage(refusalsEn, message), message).toBe(message);
    }
  });
});

describe("RegistrationForm in Spanish", () => {
  beforeEach(() => window.localStorage.clear());

  it("labels its fields and steps in Spanish and shows the schema's messages in Spanish", async () => {
    render(<RegistrationForm signedIn={false} busy={false} onComplete={vi.fn()} words={registrationEs} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Datos básicos");
    fireEvent.click(screen.getByRole("button", { name: /Paso siguiente/ }));
    expect((await screen.findByText(refusalsEs.fullNameRequired())).className).toBe("field-error");
    expect(screen.getByLabelText("Nombre completo").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(refusalsEs.zipRequired()).className).toBe("field-error");
    expect(screen.queryByText(refusalsEn.fullNameRequired())).toBeNull();
  });
});
