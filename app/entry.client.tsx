import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// A Spanish page hydrates once its refusals are here, so its first draw says what the server's did (ADR 0067);
// an English page loads none of them.
const spanishRefusals =
  document.documentElement.lang === "es" ? import("./i18n/refusals/load").then((m) => m.loadSpanishRefusals()) : null;

void Promise.resolve(spanishRefusals)
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    }),
  );
