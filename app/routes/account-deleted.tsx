import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { pageLang } from "~/.server/page-lang.server";
import { en } from "~/i18n/account/en";
import { es } from "~/i18n/account/es";
import { wordsIn } from "~/i18n/pick";
import { memberPageHandle } from "~/utils/member-lang";

/** Header, footer and `<html lang>` in the page's language: no one is signed in, so `?lang=` or the browser's. */
export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: wordsIn(data?.lang, { en, es }).deleted.metaTitle },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: LoaderFunctionArgs) {
  return { lang: pageLang(request) };
}

/** Where "Delete my account" lands: what went and what stayed (the privacy page says the same). */
export default function AccountDeleted() {
  const { lang } = useLoaderData<typeof loader>();
  const w = wordsIn(lang, { en, es }).deleted;
  return (
    <div className="container page">
      <h1>{w.title}</h1>
      <p className="alert alert-success" role="status">
        {w.gone}
      </p>
      <p>
        {w.keptBefore} <Link to={lang === "es" ? "/sign-in?lang=es" : "/sign-in"}>{w.signUp}</Link> {w.keptAfter}
      </p>
    </div>
  );
}
