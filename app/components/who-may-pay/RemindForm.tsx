import { Form } from "@remix-run/react";
import type { CoverageValues } from "~/.server/coverage/screen-query.server";

/** "Remind me of these dates": keeps these answers (only what was typed) so the dates become reminders. */
export function RemindForm({ caseId, values, saved }: { caseId: string; values: CoverageValues; saved: boolean }) {
  if (saved)
    return (
      <p role="status">Saved. We will email you before each date, and the team can see which route to follow first.</p>
    );
  return (
    <Form method="post" action={`/dashboard/bills/${caseId}/coverage`}>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn btn-secondary">
        Remind me of these dates
      </button>
      <p className="hint">This keeps your household size, income, state and who needs care with this bill.</p>
    </Form>
  );
}
