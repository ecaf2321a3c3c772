import { useId, useMemo, useState } from "react";
import type { ProcedureOption } from "~/domain/prices";
import { useHydrated } from "./useHydrated";

function matches(option: ProcedureOption, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return option.name.toLowerCase().includes(q) || option.codes.some((code) => code.toLowerCase().startsWith(q));
}

/**
 * Procedure dropdown (docs/product.md#prices, docs/decisions/0009-prices.md): a native <select> with every catalog
 * procedure, the spec's ten first, the rest grouped by category. Once
 * JavaScript runs, a filter box narrows the list by name or CPT code.
 */
export function ProcedurePicker({
  options,
  value,
  onChange,
  name = "procedure",
  error,
}: {
  options: ProcedureOption[];
  value: string;
  onChange: (slug: string) => void;
  name?: string;
  error?: string;
}) {
  const hydrated = useHydrated();
  const [filter, setFilter] = useState("");
  const ids = { select: useId(), filter: useId(), hint: useId(), error: useId() };

  const groups = useMemo(() => {
    const visible = options.filter((o) => o.slug === value || matches(o, filter));
    const common = visible.filter((o) => o.common);
    const byCategory = new Map<string, ProcedureOption[]>();
    for (const o of visible.filter((o) => !o.common)) {
      byCategory.set(o.category, [...(byCategory.get(o.category) ?? []), o]);
    }
    return [
      ...(common.length ? [{ label: "Most searched", options: common }] : []),
      ...[...byCategory.entries()].map(([label, opts]) => ({ label, options: opts })),
    ];
  }, [options, filter, value]);
  const count = options.filter((o) => matches(o, filter)).length;

  return (
    <div className="procedure-picker">
      <div className="field">
        <label className="label" htmlFor={ids.filter}>
          Find a procedure <span className="muted">(name or CPT code)</span>
        </label>
        <input
          id={ids.filter}
          className="input"
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          aria-describedby={ids.hint}
          aria-controls={ids.select}
          autoComplete="off"
          // Drawn before hydration too, so the page does not shift when it arrives; it only works with JavaScript.
          disabled={!hydrated}
        />
        <p id={ids.hint} className="hint" aria-live="polite">
          {filter.trim()
            ? `${count} ${count === 1 ? "procedure matches" : "procedures match"}`
            : `${options.length} procedures`}
        </p>
      </div>
      <div className="field">
        <label className="label" htmlFor={ids.select}>
          Procedure
        </label>
        <select
          id={ids.select}
          name={name}
          className="select"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
        >
          <option value="">Choose a procedure</option>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((o) => (
                <option key={o.slug} value={o.slug}>
                  {o.name} (CPT {o.codes.join(" + ")})
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {error ? (
          <p id={ids.error} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
