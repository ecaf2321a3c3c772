import { Form } from "@remix-run/react";
import type { CallHost } from "~/domain/call-slots";
import { COMMON_TIME_ZONES } from "~/domain/calls";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const clock = (minutes: number | undefined) =>
  minutes === undefined
    ? ""
    : `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** One admin's hours for calls: a stretch per weekday in their zone, days off, buffer and notice. */
export function CallHoursForm({
  host,
  errors,
}: {
  host: CallHost | null;
  errors?: Record<string, string[] | null | undefined>;
}) {
  const zones: string[] =
    host && !COMMON_TIME_ZONES.includes(host.timeZone as never)
      ? [host.timeZone, ...COMMON_TIME_ZONES]
      : [...COMMON_TIME_ZONES];
  const problems = Object.values(errors ?? {})
    .flat()
    .filter(Boolean);
  return (
    <Form method="post" className="card">
      <h2>Your hours for calls</h2>
      <input type="hidden" name="intent" value="hours" />
      {problems.length ? (
        <ul className="alert alert-error" role="alert">
          {[...new Set(problems)].map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className="field">
        <label className="label" htmlFor="host-zone">
          Your time zone
        </label>
        <select id="host-zone" name="time_zone" className="select" defaultValue={host?.timeZone ?? "America/New_York"}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, " ")}
            </option>
          ))}
        </select>
      </div>
      <table className="admin-call-hours">
        <caption className="visually-hidden">Weekly hours (leave a day empty to take no calls then)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
          </tr>
        </thead>
        <tbody>
          {DAYS.map((name, day) => {
            const hours = host?.weekly.find((h) => h.day === day);
            return (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>
                  <input
                    type="time"
                    name={`start_${day}`}
                    aria-label={`${name} from`}
                    className="input"
                    defaultValue={clock(hours?.start)}
                  />
                </td>
                <td>
                  <input
                    type="time"
                    name={`end_${day}`}
                    aria-label={`${name} to`}
                    className="input"
                    defaultValue={clock(hours?.end)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="field">
        <label className="label" htmlFor="host-days-off">
          Days off
        </label>
        <p className="muted" id="host-days-off-hint">
          One date a line, as 2026-12-24.
        </p>
        <textarea
          id="host-days-off"
          name="days_off"
          className="textarea"
          aria-describedby="host-days-off-hint"
          defaultValue={host?.daysOff.join("\n") ?? ""}
        />
      </div>
      <div className="grid grid-2">
        <div className="field">
          <label className="label" htmlFor="host-buffer">
            Minutes between calls
          </label>
          <input
            id="host-buffer"
            name="buffer_minutes"
            type="number"
            min={0}
            max={120}
            className="input"
            defaultValue={host?.bufferMinutes ?? 15}
          />
        </div>
        <div className="field">
          <label className="label" htmlFor="host-notice">
            Notice before a call (hours)
          </label>
          <input
            id="host-notice"
            name="notice_hours"
            type="number"
            min={0}
            max={168}
            className="input"
            defaultValue={Math.round((host?.noticeMinutes ?? 720) / 60)}
          />
        </div>
      </div>
      <button type="submit" className="btn btn-primary">
        Save my hours
      </button>
    </Form>
  );
}
