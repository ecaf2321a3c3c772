import { Form } from "@remix-run/react";
import type { CoverageValues } from "~/.server/coverage/screen-query.server";
import { coverageWords } from "./coverage-words";

/** "Remind me of these dates": keeps these answers (only what was typed) so the dates become reminders. */
export function RemindForm({
  caseId,
  values,
  saved,
  lang,
}: {
  caseId: string;
  values: CoverageValues;
  saved: boolean;
  lang?: string;
}) {
  const w = coverageWords(lang).remind;
  if (saved) return <p role="status">{w.saved}</p>;
  return (
    <Form method="post" action={`/dashboard/bills/${caseId}/coverage`}>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn btn-secondary">
        {w.button}
      </button>
      <p className="hint">{w.hint}</p>
    </Form>
  );
}
