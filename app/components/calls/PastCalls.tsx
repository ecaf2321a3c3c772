import type { CallWords } from "~/i18n/calls/en";

/** The member's calls so far, newest first, each with what became of it (held, missed, cancelled). */
export function PastCalls({
  calls,
  w,
}: {
  calls: { id: string; when: string; status: keyof CallWords["status"] }[];
  w: CallWords;
}) {
  if (calls.length === 0) return null;
  return (
    <section aria-labelledby="past-calls" className="card">
      <h2 id="past-calls">{w.pastTitle}</h2>
      <ul>
        {calls.map((call) => (
          <li key={call.id}>
            {call.when}: <strong>{w.status[call.status]}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
