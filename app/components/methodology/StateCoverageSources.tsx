import { STATE_COVERAGE_SOURCES } from "~/domain/state-coverage.generated";

/** /methodology: where each state's Medicaid limits and charity-care law come from, with each source's date. */
export function StateCoverageSources() {
  return (
    <section aria-labelledby="state-coverage-sources">
      <h2 id="state-coverage-sources">Medicaid and state charity-care law</h2>
      <p>
        The bill check asks whether Medicaid or a state charity-care law may pay a bill before a price dispute. Each
        state&apos;s Medicaid income limits (as of May 2025), how many months back Medicaid pays, and its charity-care
        law come from the public sources below, read in 2026. A state we have not checked says &ldquo;not checked
        yet&rdquo;: we never guess. From January 1, 2027, federal law (H.R. 1, 2025) shortens how far back Medicaid pays
        to 1 month for expansion adults and 2 months for others. This is help to screen, not legal advice.
      </p>
      <ul>
        {STATE_COVERAGE_SOURCES.map((s) => (
          <li key={s.id}>
            {s.title}, {s.publisher} ({s.date})
          </li>
        ))}
      </ul>
    </section>
  );
}
