/**
 * A PDF page's text as rows of cells, left to right, top to bottom: the one shape every reader of bills and
 * insurers' statements starts from (docs/decisions/0053-reading-bills-in-the-browser.md).
 */

/**
 * One piece of text where the PDF draws it: `x`, `y` of its baseline's start, in points from the page's bottom
 * left; `size` its font size.
 */
export type TextItem = { page: number; text: string; x: number; y: number; width: number; size: number };

export type Cell = { text: string; x: number; right: number };
export type Row = { page: number; y: number; cells: Cell[]; text: string };

/** Items whose baselines are this close (points) sit on one row. */
const SAME_ROW = 2;
/** Pieces closer than this (in font sizes) are one cell: words the PDF drew apart, a space between them. */
const SAME_CELL = 0.8;
/** Closer than this (in font sizes), with no space between: one word drawn in parts. */
const SAME_WORD = 0.1;

export function rowsOf(items: readonly TextItem[]): Row[] {
  const visible = items.filter((i) => i.text.trim() !== "");
  const sorted = [...visible].sort((a, b) => a.page - b.page || b.y - a.y || a.x - b.x);
  const rows: { page: number; y: number; items: TextItem[] }[] = [];
  for (const item of sorted) {
    const last = rows[rows.length - 1];
    if (last && last.page === item.page && Math.abs(last.y - item.y) <= SAME_ROW) last.items.push(item);
    else rows.push({ page: item.page, y: item.y, items: [item] });
  }
  return rows.map(({ page, y, items: rowItems }) => {
    const cells: Cell[] = [];
    for (const item of [...rowItems].sort((a, b) => a.x - b.x)) {
      const last = cells[cells.length - 1];
      const gap = last ? item.x - last.right : Infinity;
      if (last && gap < SAME_CELL * item.size) {
        last.text += gap < SAME_WORD * item.size ? item.text : ` ${item.text}`;
        last.right = item.x + item.width;
      } else cells.push({ text: item.text.trim(), x: item.x, right: item.x + item.width });
    }
    for (const cell of cells) cell.text = cell.text.trim();
    return { page, y, cells, text: cells.map((c) => c.text).join(" ") };
  });
}
