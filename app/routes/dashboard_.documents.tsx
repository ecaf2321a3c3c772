import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { requireMember } from "~/.server/auth/guards.server";
import { keepRetryAfter } from "~/.server/auth/rate-limit.server";
import { uploadDocumentBatch } from "~/.server/documents/batch.server";
import { readMemberDocuments } from "~/.server/dashboard/member-dashboard.server";
import { ServiceError } from "~/.server/errors.server";
import { DashboardSubpage } from "~/components/dashboard/DashboardSubpage";
import { DocumentsSection } from "~/components/dashboard/DocumentsSection";
import { uploadedNotice } from "~/components/dashboard/documents/useDocumentUpload";
import "~/components/dashboard/dashboard.css";
import { batchStatus, fileProblem } from "~/domain/documents";
import { pageLang } from "~/.server/page-lang.server";
import { wordsIn } from "~/i18n/pick";
import { en } from "~/i18n/documents/en";
import { es } from "~/i18n/documents/es";
import { useLang } from "~/utils/lang";
import { memberPageHandle } from "~/utils/member-lang";

export const handle = memberPageHandle;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: wordsIn(data?.lang, { en, es }).pageTitle },
  { name: "robots", content: "noindex" },
];

/** Too many uploads in a minute: the refusal says when to come back, as the JSON upload route's does. */
export const headers = keepRetryAfter;

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The guard decides; the member's documents and requests are read beside it, in the same D1 batch (member-dashboard.server.ts).
  const [user, rows] = await Promise.all([
    requireMember(context.server, request),
    readMemberDocuments(context.server, request),
  ]);
  return { ...rows, lang: pageLang(request, user.session.profile.language) };
}

/** The answer's words, and without JavaScript both lists: the files stored and the ones not (each with its reason). */
type UploadPageResult = { notice: string | null; error: string | null; stored?: string[]; notStored?: string[] };

/** The upload form's post without JavaScript (with it, /dashboard/documents/upload answers JSON). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMember(context.server, request);
  try {
    const batch = await uploadDocumentBatch(context.server, user.id, request);
    const { uploaded, refused, notStored } = batch;
    const result: UploadPageResult = {
      notice: uploaded.length
        ? uploadedNotice(uploaded.length, pageLang(request, user.session.profile.language))
        : null,
      error: refused ? fileProblem(refused.filename, refused.message) : null,
      stored: uploaded.map((document) => document.filename),
      notStored: notStored.map((file) => fileProblem(file.filename, file.message)),
    };
    return data(result, { status: batchStatus(batch) });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return data<UploadPageResult>(
      { notice: null, error: error.message },
      { status: error.status, headers: error.headers },
    );
  }
}

export default function DocumentsPage() {
  const { documents, requests } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fileInputRef = useRef<HTMLInputElement>(null);
  return (
    <DashboardSubpage title={wordsIn(useLang(), { en, es }).title}>
      {/* A new key per answer, so the form shows this answer's words. */}
      <DocumentsSection
        key={JSON.stringify(result ?? null)}
        documents={documents}
        requests={requests}
        fileInputRef={fileInputRef}
        initial={result}
      />
    </DashboardSubpage>
  );
}
