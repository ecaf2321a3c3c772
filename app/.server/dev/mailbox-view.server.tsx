import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { MailboxMessage } from "./mailbox.server";

/**
 * The local mailbox's pages (/dev/mail): plain server-rendered HTML without
 * scripts. Message text is shown as text (React escapes it); only http(s)
 * addresses in it become links.
 */
const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1c2430; background: #f4f6f8; }
main { max-width: 60rem; margin: 1.5rem auto; padding: 0 1rem; }
.card { background: #fff; border: 1px solid #d5dbe1; border-radius: 8px; padding: 1rem 1.25rem; }
table { width: 100%; border-collapse: collapse; background: #fff; }
th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #d5dbe1; vertical-align: top; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; background: #fff; border: 1px solid #d5dbe1; border-radius: 8px; padding: 1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
a { color: #1d4ed8; }
a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
`;

/** Headers of every mailbox page: nothing runs, nothing leaks. */
export const MAILBOX_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
};

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | Local mailbox | Care Finder`}</title>
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

const when = (iso: string) => new Date(iso).toUTCString();

/**
 * The page as one string. Through the streaming renderer every page uses: the Worker carries no other
 * (worker/stubs/react-dom-server-stream.ts).
 */
async function renderPage(page: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(page);
  await stream.allReady;
  return `<!doctype html>${await new Response(stream).text()}`;
}

export function renderMailboxList(messages: MailboxMessage[]): Promise<string> {
  return renderPage(
    <Shell title="Sent email">
      <h1>Local mailbox</h1>
      <p>
        Every email the app queued, newest first (development only). Also as JSON:{" "}
        <a href="/dev/mail?format=json">/dev/mail?format=json</a>.
      </p>
      {messages.length === 0 ? (
        <p className="card">No email yet.</p>
      ) : (
        <table>
          <caption
            style={{ textAlign: "left", fontWeight: 600 }}
          >{`${messages.length} message${messages.length === 1 ? "" : "s"}`}</caption>
          <thead>
            <tr>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">When (UTC)</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.id}>
                <td>{m.to}</td>
                <td>
                  <a href={`/dev/mail/${encodeURIComponent(m.id)}`}>{m.subject || "(no subject)"}</a>
                </td>
                <td>{when(m.createdAt)}</td>
                <td>{m.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Shell>,
  );
}

/** The body with each http(s) address as a link. */
function LinkedText({ text, links }: { text: string; links: string[] }) {
  const parts: ReactNode[] = [];
  let rest = text;
  for (const link of links) {
    const at = rest.indexOf(link);
    if (at < 0) continue;
    parts.push(
      rest.slice(0, at),
      <a key={parts.length} href={link}>
        {link}
      </a>,
    );
    rest = rest.slice(at + link.length);
  }
  parts.push(rest);
  return <pre>{parts}</pre>;
}

export function renderMailboxMessage(m: MailboxMessage): Promise<string> {
  return renderPage(
    <Shell title={m.subject || "(no subject)"}>
      <p>
        <a href="/dev/mail">← All mail</a>
      </p>
      <h1>{m.subject || "(no subject)"}</h1>
      <dl className="card">
        <dt>From</dt>
        <dd>{m.from}</dd>
        <dt>To</dt>
        <dd>{m.to}</dd>
        <dt>Queued</dt>
        <dd>{when(m.createdAt)}</dd>
        <dt>Status</dt>
        <dd>{m.sentAt ? `${m.status}, ${when(m.sentAt)}` : m.status}</dd>
      </dl>
      <h2>Message</h2>
      <LinkedText text={m.text} links={m.links} />
      {m.attachments.length > 0 ? (
        <>
          <h2>Attachments</h2>
          <ul>
            {m.attachments.map((a) => (
              <li key={a.index}>
                <a href={`/dev/mail/${encodeURIComponent(m.id)}/attachments/${a.index}`} download={a.filename}>
                  {a.filename}
                </a>{" "}
                ({a.type}, {(a.size / 1024).toFixed(1)} KB)
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Shell>,
  );
}
