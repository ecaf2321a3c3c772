import { Form, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { COMMON_TIME_ZONES } from "~/domain/calls";
import type { CallWords } from "~/i18n/calls/en";

/**
 * The zone the slots are shown in, remembered on the profile. With JavaScript the browser's own zone is
 * saved the first time (the page then shows it); without, the profile's or the one chosen here.
 */
export function TimeZoneForm({ timeZone, zoneSaved, w }: { timeZone: string; zoneSaved: boolean; w: CallWords }) {
  const fetcher = useFetcher();
  useEffect(() => {
    if (zoneSaved) return;
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (browser) fetcher.submit({ intent: "zone", time_zone: browser }, { method: "post" });
    // Once per page: the fetcher itself is no reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zoneSaved]);
  const zones: string[] = COMMON_TIME_ZONES.includes(timeZone as never)
    ? [...COMMON_TIME_ZONES]
    : [timeZone, ...COMMON_TIME_ZONES];
  return (
    <Form method="post" className="row-inline call-zone">
      <input type="hidden" name="intent" value="zone" />
      <label className="label" htmlFor="call-time-zone">
        {w.yourZone}
      </label>
      <select id="call-time-zone" name="time_zone" className="select" defaultValue={timeZone} key={timeZone}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, " ")}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-secondary">
        {w.changeZone}
      </button>
    </Form>
  );
}
