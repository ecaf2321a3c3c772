import { render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HumanCheck } from "~/components/HumanCheck";

afterEach(() => {
  delete window.turnstile;
  document.head.querySelectorAll("script[src*='challenges.cloudflare.com']").forEach((script) => script.remove());
});

describe("HumanCheck", () => {
  it("renders nothing and loads nothing while Turnstile is off", () => {
    const { container } = render(<HumanCheck siteKey={null} />);
    expect(container.innerHTML).toBe("");
    expect(document.head.querySelector("script[src*='challenges.cloudflare.com']")).toBeNull();
  });

  it("asks for Turnstile's script when the page does not have it yet", () => {
    render(<HumanCheck siteKey="0x4AAAAAAA-site" />);
    const script = document.head.querySelector<HTMLScriptElement>("script[src*='challenges.cloudflare.com']");
    expect(script?.src).toBe("https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit");
  });

  it("loads the widget script from the address it is given (the local stand-in in development)", () => {
    render(<HumanCheck siteKey="0xSTANDIN" scriptUrl="http://127.0.0.1:8792/turnstile/v0/api.js?render=explicit" />);
    const script = document.head.querySelector<HTMLScriptElement>("script[src*='/turnstile/v0/api.js']");
    expect(script?.src).toBe("http://127.0.0.1:8792/turnstile/v0/api.js?render=explicit");
    script?.remove();
  });

  it("renders the widget with the site key and hands tokens to the form", async () => {
    const onToken = vi.fn();
    const renderWidget = vi.fn((_container: HTMLElement, options: Record<string, unknown>) => {
      (options.callback as (token: string) => void)("token-123");
      return "widget-1";
    });
    window.turnstile = { render: renderWidget, remove: vi.fn() };
    const { container } = render(<HumanCheck siteKey="0x4AAAAAAA-site" onToken={onToken} />);
    await waitFor(() => expect(renderWidget).toHaveBeenCalledTimes(1));
    expect(renderWidget.mock.calls[0][0]).toBe(container.querySelector(".human-check"));
    expect(renderWidget.mock.calls[0][1]).toMatchObject({
      sitekey: "0x4AAAAAAA-site",
      "response-field-name": "cf-turnstile-response",
    });
    expect(onToken).toHaveBeenCalledWith("token-123");
  });
});
