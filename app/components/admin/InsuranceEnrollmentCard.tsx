import { Form, useSearchParams } from "@remix-run/react";
import { LocalTime } from "~/components/LocalTime";
import { ENROLLMENT_MESSAGES } from "~/domain/payments";

/**
 * On the team's page of an Insurance Bundle quote: "Mark enrolled" once the member enrolled through
 * us, which makes Care Access free for them (their plan becomes Care Access, and neither the plans
 * page nor checkout asks them to pay for it); afterwards, when that was done. A plain post, so it
 * works without JavaScript.
 */
export function InsuranceEnrollmentCard({
  requestId,
  enrollment,
}: {
  requestId: string;
  enrollment: { enrolled_at: string } | null;
}) {
  const justDone = useSearchParams()[0].get("enrolled") === "1";
  return (
    <section className="card" aria-labelledby="enrollment-title" data-testid="insurance-enrollment">
      <h2 id="enrollment-title">Insurance enrollment</h2>
      {enrollment ? (
        <>
          {justDone ? (
            <p className="alert alert-success" role="status">
              {ENROLLMENT_MESSAGES.done}
            </p>
          ) : null}
          <p>
            Enrolled <LocalTime iso={enrollment.enrolled_at} />: Care Access is free for this member, and their plan
            shows Care Access.
          </p>
        </>
      ) : (
        <Form method="post">
          <p>
            Once the member has enrolled in coverage through us, mark it here: Care Access becomes free for them (their
            plan becomes Care Access; the plans page and checkout no longer charge for it). This is recorded in the
            audit log.
          </p>
          <input type="hidden" name="id" value={requestId} />
          <button type="submit" name="intent" value="insurance-enrolled" className="btn btn-primary">
            Mark enrolled: Care Access free
          </button>
        </Form>
      )}
    </section>
  );
}
