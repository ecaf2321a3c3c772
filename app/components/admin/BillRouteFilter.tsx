import { useSubmit } from "@remix-run/react";
import { useId } from "react";
import { BILL_ROUTES } from "../../../db/enums";
import { ROUTE_LABELS } from "~/domain/coverage-rules";

/** The Bills tab's "Route" filter: cases whose kept answers lead with one route (docs/product.md#who-else-may-pay). */
export function BillRouteFilter({ route }: { route: string }) {
  const submit = useSubmit();
  const id = useId();
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        Route
      </label>
      <select
        id={id}
        name="route"
        className="select"
        defaultValue={route}
        key={`route:${route}`}
        onChange={(e) => submit(e.currentTarget.form)}
      >
        <option value="all">Every route</option>
        {BILL_ROUTES.map((r) => (
          <option key={r} value={r}>
            {ROUTE_LABELS[r]}
          </option>
        ))}
      </select>
    </div>
  );
}
