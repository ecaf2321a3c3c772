import { MailCheck } from "lucide-react";

/** Shown after `checkEmail` answers `{exists: true}`: the server has emailed a one-time link (docs/decisions/0004-sign-in.md). */
export function EmailSignInNotice({ email }: { email: string }) {
  return (
    <div className="alert alert-info" role="status">
      <MailCheck aria-hidden="true" size={18} /> We sent a sign-in link to <strong>{email}</strong>. It works once and
      expires in 15 minutes. Open it on this device to continue.
    </div>
  );
}
