import { formatInstant } from "~/format/dates";
import { useHydrated } from "./useHydrated";

/**
 * A stored UTC instant in the viewer's time zone. The server cannot know the
 * zone, so it renders UTC (labelled as such when a time shows); the browser
 * renders the viewer's zone right after hydration.
 */
export function LocalTime({ iso, withTime = true }: { iso: string | null; withTime?: boolean }) {
  const hydrated = useHydrated();
  if (!iso) return <span className="muted">—</span>;
  const text = hydrated
    ? formatInstant(iso, { withTime })
    : `${formatInstant(iso, { withTime, timeZone: "UTC" })}${withTime ? " UTC" : ""}`;
  return (
    <time dateTime={iso} className="tabular">
      {text}
    </time>
  );
}
