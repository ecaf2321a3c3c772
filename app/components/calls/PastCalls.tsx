const WORDS = { booked: "Booked", held: "Held", missed: "Missed", cancelled: "Cancelled" } as const;

/** The member's calls so far, newest first, each with what became of it (held, missed, cancelled). */
export function PastCalls({ calls }: { calls: { id: string; when: string; status: keyof typeof WORDS }[] }) {
  if (calls.length === 0) return null;
  return (
    <section aria-labelledby="past-calls" className="card">
      <h2 id="past-calls">Your calls so far</h2>
      <ul>
        {calls.map((call) => (
          <li key={call.id}>
            {call.when}: <strong>{WORDS[call.status]}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
