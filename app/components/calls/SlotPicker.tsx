import { ErrorList } from "~/components/forms";
import type { CallWords } from "~/i18n/calls/en";

/** What the picker needs of Conform's field. */
type SlotField = { name: string; errorId: string; errors?: string[]; initialValue?: unknown };

export type SlotDay = { label: string; slots: { value: string; label: string }[] };

/** "Pick a time": the free slots, a radio group per day, in the member's zone; works without JavaScript. */
export function SlotPicker({
  days,
  field,
  timeZone,
  w,
}: {
  days: SlotDay[];
  field: SlotField;
  timeZone: string;
  w: CallWords;
}) {
  if (days.length === 0) return <p className="alert alert-info">{w.noSlots}</p>;
  return (
    <fieldset className="call-slots" aria-describedby={field.errorId} aria-invalid={field.errors ? true : undefined}>
      <legend className="label">{w.pickTime}</legend>
      <p className="muted">{w.timesIn(timeZone.replace(/_/g, " "))}</p>
      <ErrorList id={field.errorId} errors={field.errors} />
      {days.map((day) => (
        <div key={day.label} className="call-slots__day" role="group" aria-label={day.label}>
          <p className="call-slots__date">{day.label}</p>
          <div className="call-slots__times">
            {day.slots.map((slot) => (
              <label key={slot.value} className="chip call-slots__time">
                <input
                  type="radio"
                  name={field.name}
                  value={slot.value}
                  defaultChecked={field.initialValue === slot.value}
                />{" "}
                {slot.label}
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
