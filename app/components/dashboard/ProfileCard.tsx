import { Pencil } from "lucide-react";
import { DialogLink } from "~/components/DialogLink";
import type { ProfileView } from "~/domain/profile";
import { formatCalendarDate } from "~/format/dates";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/dashboard/en";
import { es } from "~/i18n/dashboard/es";
import { usePageLang } from "~/utils/member-lang";

/** The dashboard's profile card: what the member told us, and "Edit" (a dialog, or its own page without JavaScript). */
export function ProfileCard({ profile, onEdit }: { profile: ProfileView; onEdit: () => void }) {
  const lang = usePageLang();
  const w = wordsIn(lang, { en, es });
  return (
    <section className="card" aria-labelledby="profile-title">
      <div className="row-between">
        <h2 id="profile-title" className="m-0">
          {w.profile.title}
        </h2>
        <DialogLink
          to="/dashboard/profile/edit"
          className="btn btn-ghost btn-sm"
          onOpen={onEdit}
          aria-label={w.profile.editLabel}
        >
          <Pencil aria-hidden="true" size={16} /> {w.profile.edit}
        </DialogLink>
      </div>
      <dl className="dash-dl mt-4">
        <dt>{w.profile.name}</dt>
        <dd>{profile.full_name ?? "—"}</dd>
        <dt>{w.profile.email}</dt>
        <dd>{profile.email}</dd>
        <dt>{w.profile.phone}</dt>
        <dd>{profile.phone_number ?? "—"}</dd>
        <dt>{w.profile.zip}</dt>
        <dd>{profile.zip_code ?? "—"}</dd>
        <dt>{w.profile.birth}</dt>
        <dd className="tabular">{profile.date_of_birth ? formatCalendarDate(profile.date_of_birth, lang) : "—"}</dd>
        <dt>{w.profile.insurance}</dt>
        <dd>
          {profile.insurance_status === "insured"
            ? `${w.profile.insured}${profile.insurance_provider ? ` (${profile.insurance_provider})` : ""}`
            : profile.insurance_status === "uninsured"
              ? w.profile.uninsured
              : "—"}
        </dd>
        {profile.insurance_status === "insured" ? (
          <>
            <dt>{w.profile.memberId}</dt>
            <dd>{profile.member_id ?? w.profile.notGiven}</dd>
          </>
        ) : null}
        <dt>{w.profile.service}</dt>
        <dd>{profile.service_needed ?? "—"}</dd>
      </dl>
    </section>
  );
}
