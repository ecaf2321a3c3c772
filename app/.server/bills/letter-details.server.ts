/** The letter's optional details (account number, patient address), kept on the case: its owner's, or any for an admin. */
import { eq } from "drizzle-orm";
import { billCases } from "../../../db/schema";
import type { LetterDetails } from "../../domain/letter-details";
import type { ServerContext } from "../context.server";
import { getBillCaseRow, type BillViewer } from "./cases.server";

export async function saveLetterDetails(
  server: ServerContext,
  viewer: BillViewer,
  caseId: string,
  details: LetterDetails,
): Promise<void> {
  await getBillCaseRow(server, viewer, caseId);
  await server.db
    .update(billCases)
    .set({ accountNumber: details.account_number, patientAddress: details.patient_address, updatedAt: new Date() })
    .where(eq(billCases.id, caseId));
}
