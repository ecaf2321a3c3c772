import type { RefusalWords } from "./en";
import { es as serverSpanish } from "./es.ssr";

/*
 * The Spanish refusals travel on demand (docs/decisions/0067-member-pages-in-their-language.md): the server has
 * them from the start, the browser loads them when a Spanish page first needs them, so no English page carries
 * them. Until they arrive a Spanish page says a refusal in English; whoever subscribed (`useSpanishRefusals`:
 * every member page's parts through `usePageLang`) draws again when they do.
 */
let spanish: RefusalWords | undefined = import.meta.env.SSR ? serverSpanish : undefined;
let loading: Promise<RefusalWords> | undefined;
const listeners = new Set<() => void>();

/** The Spanish refusals if they are here (always on the server). */
export function spanishRefusals(): RefusalWords | undefined {
  return spanish;
}

/**
 * Loads the Spanish refusals once; every listener subscribed below hears when they arrive. A Spanish page waits for
 * them before it hydrates (entry.client.tsx), so a refusal the server drew (a form posted before the page's
 * JavaScript ran) reads the same in the browser's first draw.
 */
export function loadSpanishRefusals(): Promise<RefusalWords> {
  loading ??= import("./es").then(({ es }) => {
    spanish = es;
    for (const listener of listeners) listener();
    return es;
  });
  return loading;
}

/** The Spanish refusals as `useSyncExternalStore` reads them: subscribing asks for them; the listener hears them arrive. */
export const spanishRefusalsOnDemand = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    void loadSpanishRefusals();
    return () => listeners.delete(listener);
  },
  current: spanishRefusals,
};
