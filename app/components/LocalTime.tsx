import { formatInstant } from "~/format/dates";
import { usePageLang } from "~/utils/member-lang";
import { useHydrated } from "./useHydrated";

/**
 * A stored UTC instant in the viewer's time zone. The server cannot know the
 * zone, so it renders UTC (labelled as such when a time shows); the browser
 * renders the viewer's zone right after hydration.
 */
export function LocalTime({ iso, withTime = true }: { iso: string | null; withTime?: boolean }) {
  const hydrated = useHydrated();
  const lang = usePageLang();
  if (!iso) return <span className="muted">—</span>;
  const text = hydrated
    ? formatInstant(iso, { withTime, lang })
    : `${formatInstant(iso, { withTime, timeZone: "UTC", lang })}${withTime ? " UTC" : ""}`;
  return (
    <time dateTime={iso} className="tabular">
      {text}
    </time>
  );
}
