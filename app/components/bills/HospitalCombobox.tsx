import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { en } from "~/i18n/hospital-picker/en";
import { es } from "~/i18n/hospital-picker/es";
import { wordsIn } from "~/i18n/pick";
import { plural } from "~/utils/plural";
import type { HospitalOption } from "~/domain/bill-views";
import styles from "./hospital-combobox.module.css";

/** Fewer characters than this name too many hospitals to be worth a search. */
const MIN_QUERY = 2;
/** Typing pauses this long before the page's search is asked, so each keystroke is not a request. */
const PAUSE_MS = 250;

export const hospitalLabel = (h: HospitalOption) => `${h.name}, ${h.city} ${h.state}`;

/**
 * The hospital, picked with one control (docs/product.md#bill-check, docs/decisions/0062-hospital-combobox.md):
 * an editable combobox with a listbox popup (WAI-ARIA APG), searched by name, city or ZIP through the page's own
 * `?q=` search (at most 20 hospitals), its count announced politely. The chosen hospital's id posts as `name`.
 * The page shows it once JavaScript runs; without, the search form and list stand in its place.
 */
export function HospitalCombobox({
  id,
  name,
  label,
  hospitals,
  initial,
  searchPath,
  lang,
  errorId,
}: {
  /** The text box's id, which the field's `<label>` names. */
  id: string;
  name: string;
  label: string;
  /** The page's own list (a read bill's hospitals, the one already chosen): offered before anything is typed. */
  hospitals: HospitalOption[];
  /** The hospital id the form starts with. */
  initial?: string;
  searchPath: string;
  lang?: string;
  /** The field's error, when there is one. */
  errorId?: string;
}) {
  const w = wordsIn(lang, { en, es });
  const ids = { list: useId(), hint: useId(), status: useId() };
  const [chosen, setChosen] = useState<HospitalOption | null>(() => hospitals.find((h) => h.ccn === initial) ?? null);
  const [text, setText] = useState(chosen ? hospitalLabel(chosen) : "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const fetcher = useFetcher<{ q: string; hospitals: HospitalOption[] }>();
  const { load } = fetcher;
  const query = text.trim();
  const typed = query !== "" && !(chosen && text === hospitalLabel(chosen));
  const searchable = typed && query.length >= MIN_QUERY;

  useEffect(() => {
    if (!searchable) return;
    const timer = setTimeout(() => load(`${searchPath}?q=${encodeURIComponent(query)}`), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [searchable, query, searchPath, load]);

  const answered = searchable && fetcher.state === "idle" && fetcher.data?.q === query.slice(0, 100);
  const options = !typed ? hospitals : answered ? (fetcher.data?.hospitals ?? []) : [];
  const expanded = open && options.length > 0;
  const status = !typed
    ? chosen && !open
      ? w.chosen(hospitalLabel(chosen))
      : ""
    : !searchable
      ? w.tooShort
      : !answered
        ? w.searching
        : options.length
          ? plural(options.length, w.found, w.locale)
          : w.none(query);

  function choose(h: HospitalOption) {
    setChosen(h);
    setText(hospitalLabel(h));
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (e.altKey) return setOpen(e.key === "ArrowDown");
      setOpen(true);
      if (!options.length) return;
      const last = options.length - 1;
      if (e.key === "ArrowDown") setActive(!expanded || active >= last ? 0 : active + 1);
      else setActive(!expanded || active <= 0 ? last : active - 1);
    } else if (e.key === "Enter" && expanded && active >= 0 && options[active]) {
      // Choosing from the open list never posts the form half-filled.
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === "Escape") {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        e.preventDefault();
        setText("");
        setChosen(null);
      }
    }
  }

  return (
    <div className={styles.combobox}>
      <p id={ids.hint} className="hint">
        {w.hint}
      </p>
      <input
        id={id}
        type="text"
        className="input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={ids.list}
        aria-activedescendant={expanded && active >= 0 ? `${ids.list}-${active}` : undefined}
        aria-describedby={[ids.hint, errorId ?? ""].join(" ").trim()}
        aria-invalid={errorId ? true : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setChosen(null);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <input type="hidden" name={name} value={chosen?.ccn ?? ""} />
      <ul id={ids.list} role="listbox" aria-label={`${w.list}: ${label}`} className={styles.list} hidden={!expanded}>
        {options.map((h, i) => (
          <li
            key={h.ccn}
            id={`${ids.list}-${i}`}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            // The text box keeps the focus: the option is chosen before the box would lose it.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(h)}
          >
            {hospitalLabel(h)}
          </li>
        ))}
      </ul>
      <p id={ids.status} className={`hint ${styles.status}`} aria-live="polite">
        {status}
      </p>
    </div>
  );
}
