import { useId, useMemo, useRef, useState } from "react";
import { procedureMatches, procedureNamedBy } from "~/domain/price-rules";
import type { ProcedureOption } from "~/domain/prices";
import { ErrorList } from "./forms";
import { plural } from "~/utils/plural";
import { en as procedurePickerEn, type ProcedurePickerWords } from "~/i18n/procedure-picker/en";

/**
 * Procedure picker (docs/product.md#prices, docs/decisions/0009-prices.md): a native <select> with every catalog
 * procedure, the spec's ten first, the rest grouped by category, and a search box by name or CPT code.
 * With JavaScript the box narrows the list as you type (one match is chosen for you); without it, the box is a
 * form field like any other: the server picks the one procedure it names, or sends the page back with the list
 * narrowed to its matches (`filter`). Enter in the box acts as a combobox's would: it chooses the procedure the
 * words name (`onPicked`), or moves to the narrowed list when they match several. Words that match nothing
 * offer "Ask our team", a plain link to a help request that starts with them. Its words come from the page
 * (`words`); on a page in another language the options carry their `local` names, shown and searched beside
 * the English ones.
 */
export function ProcedurePicker({
  options,
  value,
  onChange,
  name = "procedure",
  filterName = "find",
  filter: initialFilter = "",
  error,
  onPicked,
  words: w = procedurePickerEn,
}: {
  options: ProcedureOption[];
  value: string;
  onChange: (slug: string) => void;
  name?: string;
  /** The search box's field name, read by the server when the form posts without JavaScript. */
  filterName?: string;
  /** What the search box held when the server answered. */
  filter?: string;
  error?: string;
  /** Enter chose a procedure from the search box's words. */
  onPicked?: (slug: string) => void;
  words?: ProcedurePickerWords;
}) {
  const [filter, setFilter] = useState(initialFilter);
  const selectRef = useRef<HTMLSelectElement>(null);
  const ids = { select: useId(), filter: useId(), hint: useId(), listHint: useId(), error: useId() };

  const groups = useMemo(() => {
    const visible = options.filter((o) => o.slug === value || procedureMatches(o, filter));
    const common = visible.filter((o) => o.common);
    const byCategory = new Map<string, ProcedureOption[]>();
    for (const o of visible.filter((o) => !o.common)) {
      const category = o.local?.category ?? o.category;
      byCategory.set(category, [...(byCategory.get(category) ?? []), o]);
    }
    return [
      ...(common.length ? [{ label: w.mostSearched, options: common }] : []),
      ...[...byCategory.entries()]
        .sort(([a], [b]) => a.localeCompare(b, w.locale))
        .map(([label, opts]) => ({ label, options: opts })),
    ];
  }, [options, filter, value, w]);
  const matching = options.filter((o) => procedureMatches(o, filter));

  return (
    <div className="procedure-picker">
      <div className="field">
        <label className="label" htmlFor={ids.filter}>
          {w.find} <span className="muted">{w.findHow}</span>
        </label>
        <input
          id={ids.filter}
          name={filterName}
          className="input"
          type="search"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value);
            const found = options.filter((o) => procedureMatches(o, e.target.value));
            if (e.target.value.trim() && found.length === 1) onChange(found[0].slug);
          }}
          onKeyDown={(e) => {
            // An empty box leaves Enter to the form; words never post it half-chosen.
            if (e.key !== "Enter" || !filter.trim()) return;
            e.preventDefault();
            const named = procedureNamedBy(options, filter);
            if (named) {
              onChange(named.slug);
              onPicked?.(named.slug);
            } else if (matching.length) selectRef.current?.focus();
          }}
          aria-describedby={ids.hint}
          aria-controls={ids.select}
          autoComplete="off"
        />
        <p id={ids.hint} className="hint" aria-live="polite">
          {filter.trim() ? plural(matching.length, w.matching, w.locale) : plural(options.length, w.total, w.locale)}
          {filter.trim() && matching.length === 0 ? (
            <>
              {w.notListed}
              <a href={w.askHref(filter)}>{w.ask}</a>
              {w.askAfter}
            </>
          ) : null}
        </p>
      </div>
      <div className="field">
        <label className="label" htmlFor={ids.select}>
          {w.procedure}
        </label>
        <select
          ref={selectRef}
          id={ids.select}
          name={name}
          className="select"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[w.listHint ? ids.listHint : "", error ? ids.error : ""].join(" ").trim() || undefined}
        >
          <option value="">{filter.trim() ? w.chooseMatch : w.choose}</option>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((o) => (
                <option key={o.slug} value={o.slug}>
                  {w.option(o)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {w.listHint ? (
          <p id={ids.listHint} className="hint m-0">
            {w.listHint}
          </p>
        ) : null}
        <ErrorList id={ids.error} errors={error} />
      </div>
    </div>
  );
}
