import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { errorTitle } from "~/components/error-title";
import { LazySiteErrorPage } from "~/components/LazySiteErrorPage";
import { PageViewTracker } from "~/components/PageViewTracker";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import globalStyles from "~/styles/global.css?url";
import { AuthProvider } from "~/utils/auth-client";
import { useLang, useMessages } from "~/utils/lang";
import { useNonce } from "~/utils/nonce";
import { useRequestId } from "~/utils/request-id";
import { useOptionalUser, type RootData } from "~/utils/user";
import { getOptionalSessionUser } from "./.server/auth/session.server";
import { humanCheckWidget } from "./.server/human-check.server";
import { loadOnce } from "./.server/kept-page.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: globalStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ error }) =>
  error
    ? [{ title: errorTitle(isRouteErrorResponse(error) ? error.status : 500) }, { name: "robots", content: "noindex" }]
    : [
        { title: "Care Finder: know what care costs before you go" },
        {
          name: "description",
          content:
            "Preview what a procedure costs near your ZIP code, with or without insurance, and get expert help lowering your medical bills.",
        },
      ];

// Run once per request, whether the kept-page door or Remix asks first (app/.server/kept-page.server.ts).
export const loader = loadOnce("root", async ({ request, context }: LoaderFunctionArgs): Promise<RootData> => {
  const widget = humanCheckWidget(context.server.env);
  return {
    user: await getOptionalSessionUser(context.server, request),
    turnstileSiteKey: widget?.siteKey ?? null,
    turnstileScriptUrl: widget?.scriptUrl,
    appUrl: context.server.env.APP_URL,
  };
});

export function Layout({ children }: { children: ReactNode }) {
  const lang = useLang();
  const nonce = useNonce();
  const requestId = useRequestId();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="request-id" content={requestId} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5563" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {useMessages().skipToContent}
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const user = useOptionalUser();
  useEffect(() => {
    // Tells a hydrated page from static HTML (journeys, and the header's menu button, which works only then).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <AuthProvider user={user}>
      <SiteHeader user={user} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <PageViewTracker />
    </AuthProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  return (
    <Shell>
      <LazySiteErrorPage />
    </Shell>
  );
}
