import { createContext, useContext, useState, type ReactNode } from "react";

/**
 * The id of the request that rendered this document, shown on the 500 page
 * ("quote this code") and written into <meta name="request-id"> so the browser
 * reads the same value when it hydrates.
 */
const RequestIdContext = createContext<string | undefined>(undefined);

export function RequestIdProvider({ value, children }: { value: string; children: ReactNode }) {
  return <RequestIdContext.Provider value={value}>{children}</RequestIdContext.Provider>;
}

export function useRequestId(): string {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(
    () =>
      fromServer ??
      (typeof document === "undefined"
        ? ""
        : (document.querySelector<HTMLMetaElement>('meta[name="request-id"]')?.content ?? "")),
  );
  return id;
}
