import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = () => [
  { title: "Account deleted | Care Finder" },
  { name: "robots", content: "noindex" },
];

/** Where "Delete my account" lands: what went and what stayed (the privacy page says the same). */
export default function AccountDeleted() {
  return (
    <div className="container page">
      <h1>Your account is deleted</h1>
      <p className="alert alert-success" role="status">
        Your profile, requests, messages and documents are gone, and you are signed out.
      </p>
      <p>
        We keep only the records of your payments, without your name or email. You are welcome back any time:{" "}
        <Link to="/sign-in">sign up again</Link> with any email, this one included.
      </p>
    </div>
  );
}
