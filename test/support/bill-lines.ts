import { env } from "cloudflare:test";
import { readLines, type BillLineRow } from "../../app/.server/bills/line-json.server";

/** A case's lines as kept (one row per case, ADR 0081), in position order; none when the case has no row. */
export async function storedLines(caseId: string): Promise<BillLineRow[]> {
  const row = await env.DB.prepare("select lines from bill_case_lines where case_id = ?")
    .bind(caseId)
    .first<{ lines: string }>();
  return readLines(row?.lines);
}
