/** A reader's second source: one of the member's uploaded PDFs, picked by name (the bill's and the EOB's readers). */
export function UploadedPdfSelect({
  id,
  name,
  label,
  none,
  documents,
}: {
  id: string;
  name: string;
  label: string;
  none: string;
  documents: readonly { id: string; filename: string }[];
}) {
  if (!documents.length) return null;
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="select" defaultValue="">
        <option value="">{none}</option>
        {documents.map((d) => (
          <option key={d.id} value={d.id}>
            {d.filename}
          </option>
        ))}
      </select>
    </div>
  );
}
