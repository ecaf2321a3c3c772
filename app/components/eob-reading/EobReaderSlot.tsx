import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import type { EobReader as Reader } from "./EobReader";

const EobReader = lazy(() => import("./reader.client").then((m) => ({ default: m.EobReader })));

/**
 * Where "Read my EOB" goes on the EOB page: nothing on the server or without JavaScript (the totals are typed),
 * the reader once the page runs it (docs/decisions/0061-eob-read-into-its-own-page.md).
 */
export function EobReaderSlot(props: ComponentProps<typeof Reader>) {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  if (!running) return null;
  return (
    <Suspense fallback={null}>
      <EobReader {...props} />
    </Suspense>
  );
}
