import { CircleAlert, CircleCheck, Clock } from "lucide-react";
import type { RequestStatus } from "~/domain/requests";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/requests/en";
import { es } from "~/i18n/requests/es";
import { usePageLang } from "~/utils/member-lang";

/**
 * Status by icon and word, never colour alone: orange alert for pending (and
 * any value we do not know), blue clock for in progress, green check for completed.
 */
export function StatusBadge({ status }: { status: string }) {
  const w = wordsIn(usePageLang(), { en, es });
  const known = (status in en.statuses ? status : "pending") as RequestStatus;
  const Icon = known === "completed" ? CircleCheck : known === "in_progress" ? Clock : CircleAlert;
  return (
    <span className={`badge status-${known}`}>
      <Icon aria-hidden="true" size={16} /> {w.statuses[known]}
    </span>
  );
}
