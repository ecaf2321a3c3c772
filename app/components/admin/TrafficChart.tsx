import { useId } from "react";

export type TrafficDay = { day: string; views: number };

const W = 600;
const H = 160;
const PAD_BOTTOM = 20;
const PAD_LEFT = 32;

/** Page views per day for the last 30 days (docs/decisions/0010-analytics.md): inline SVG, with the same numbers in a table for screen readers. */
export function TrafficChart({ days }: { days: TrafficDay[] }) {
  const titleId = useId();
  const descId = useId();
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const max = Math.max(1, ...days.map((d) => d.views));
  const slot = (W - PAD_LEFT) / Math.max(1, days.length);
  const first = days[0]?.day ?? "";
  const last = days[days.length - 1]?.day ?? "";
  return (
    <section className="card admin-traffic" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-section-title">
        Traffic, last 30 days
      </h2>
      <p className="muted">
        <span className="tabular">{total}</span> page views from {first} to {last} (UTC days).
      </p>
      {/* The axis words are HTML at the page's text size: inside the drawing they shrink with it on a phone. */}
      <p className="admin-traffic__axis" aria-hidden="true">
        Most in one day: <span className="tabular">{max === 1 && total === 0 ? 0 : max}</span>
      </p>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${titleId}-svg ${descId}`}
        className="admin-traffic__svg"
      >
        <title id={`${titleId}-svg`}>Page views per day</title>
        <desc id={descId}>
          Bar chart of {days.length} days; {total} views in total, at most {max === 1 && total === 0 ? 0 : max} in one
          day. The table below lists every day.
        </desc>
        <line x1={PAD_LEFT} y1={H - PAD_BOTTOM} x2={W} y2={H - PAD_BOTTOM} stroke="#8a98a5" />
        {days.map((d, i) => {
          const h = ((H - PAD_BOTTOM - 8) * d.views) / max;
          return (
            <rect
              key={d.day}
              x={PAD_LEFT + i * slot + 2}
              y={H - PAD_BOTTOM - h}
              width={Math.max(1, slot - 4)}
              height={h}
              fill="#0b5563"
            >
              <title>{`${d.day}: ${d.views} views`}</title>
            </rect>
          );
        })}
      </svg>
      <p className="admin-traffic__axis admin-traffic__days" aria-hidden="true">
        <span>{first}</span>
        <span>{last}</span>
      </p>
      <table className="visually-hidden">
        <caption>Page views per day (UTC)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td>{d.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
