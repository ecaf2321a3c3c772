import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getValibotConstraint } from "@conform-to/valibot";
import { parseForm } from "~/utils/forms";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import {
  PROFILE_FIELDS,
  registrationSchema,
  registrationStep1Schema,
  step1Entries,
  type ProfileFormValues,
} from "~/domain/profile";
import { readStored, SIGNUP_DRAFT_KEY, writeStored } from "~/utils/storage";
import { BasicInformationFields, CareCoverageFields } from "./ProfileFields";
import { FormError } from "~/components/forms";
import { en as registrationEn, type RegistrationWords } from "~/i18n/registration/en";
import { en as refusalsEn, sayMessage } from "~/i18n/refusals/en";
import { useSpanishRefusals } from "~/utils/refusal-words";

export type SignupDraft = { values: ProfileFormValues; step: 1 | 2 };
export type RegistrationStep = 1 | 2;

/** The button that moves to step 2 posts this intent (the no-JavaScript path checks step 1 on the server). */
export const NEXT_STEP_INTENT = "next-step";
const STEP1_FIELDS: readonly string[] = Object.keys(step1Entries);

/** The step a set of messages belongs to: any step-1 problem sends the person back there. */
export function stepOf(errors: Record<string, unknown> | null | undefined): RegistrationStep | null {
  const names = Object.keys(errors ?? {}).filter((name) => name !== "");
  if (!names.length) return null;
  return names.some((name) => STEP1_FIELDS.includes(name)) ? 1 : 2;
}

type Props = {
  initialValues?: Partial<ProfileFormValues>;
  /** The step the server's answer shows (no JavaScript: after "Next Step" it is 2). */
  initialStep?: RegistrationStep;
  signedIn: boolean;
  busy: boolean;
  lastResult?: SubmissionResult<string[]> | null;
  onComplete: (values: ProfileFormValues) => void;
  /** Said just above "Complete Registration": what happens after it (Checkout and its charge, or nothing to pay). */
  finalStepNote?: ReactNode;
  /** The page's words (English unless the visitor came from a page in another language). */
  words?: RegistrationWords;
};

/**
 * The two-step registration form (docs/product.md#registration-and-dashboard, docs/product.md#validation).
 * Knows nothing of the router: the route decides what completing means. A
 * draft kept in browser storage survives reloads and the sign-in round trip;
 * once restored, the form starts again from it.
 */
export function RegistrationForm({ initialValues, initialStep = 1, signedIn, ...rest }: Props) {
  const [start, setStart] = useState({ values: initialValues ?? {}, step: initialStep, restored: false });

  useEffect(() => {
    const draft = readStored<SignupDraft>(SIGNUP_DRAFT_KEY);
    if (!draft?.values) return setStart((current) => ({ ...current, restored: true }));
    setStart((current) => {
      const values: Partial<ProfileFormValues> = { ...current.values };
      for (const key of PROFILE_FIELDS) {
        // Signed in, the email is the account's (read-only), never the draft's.
        if (signedIn && key === "email") continue;
        const value = draft.values[key];
        if (typeof value === "string" && value) values[key] = value;
      }
      return { values, step: draft.step === 2 ? 2 : current.step, restored: true };
    });
  }, [signedIn]);

  return (
    <RegistrationSteps
      key={start.restored ? "restored" : "server"}
      defaultValue={start.values}
      firstStep={start.step}
      keepDraft={start.restored}
      signedIn={signedIn}
      {...rest}
    />
  );
}

function RegistrationSteps({
  defaultValue,
  firstStep,
  keepDraft,
  signedIn,
  busy,
  lastResult = null,
  onComplete,
  finalStepNote,
  words: w = registrationEn,
}: Omit<Props, "initialValues" | "initialStep"> & {
  defaultValue: Partial<ProfileFormValues>;
  firstStep: RegistrationStep;
  keepDraft: boolean;
}) {
  const [step, setStep] = useState<RegistrationStep>(firstStep);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Step 1 answers with step 1's five fields, completing with all nine.
  const [form, fields] = useForm<ProfileFormValues, Partial<ProfileFormValues>>({
    id: "registration",
    defaultValue,
    lastResult,
    constraint: getValibotConstraint(registrationSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // Step 1 checks its own five fields; completing checks all nine (step 1's are kept, hidden).
    onValidate({ formData }) {
      const submission = parseForm(formData, step === 1 ? registrationStep1Schema : registrationSchema);
      if (step === 2 && submission.status !== "success" && stepOf(submission.error) === 1)
        showStep1Problem(submission.error);
      return submission;
    },
    onSubmit(event, { formData }) {
      event.preventDefault();
      if (step === 1) return goTo(2);
      onComplete(
        Object.fromEntries(PROFILE_FIELDS.map((name) => [name, String(formData.get(name) ?? "")])) as ProfileFormValues,
      );
    },
  });

  // A step-1 problem found while on step 2 (from the server, or a restored draft) shows step 1, with focus on it.
  function showStep1Problem(errors: Record<string, unknown> | null | undefined) {
    setStep(1);
    requestAnimationFrame(() => focusFirstProblem(form.id, errors));
  }
  useEffect(() => {
    if (step === 2 && stepOf(lastResult?.error) === 1) showStep1Problem(lastResult?.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastResult]);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!keepDraft) return;
    const values = Object.fromEntries(
      PROFILE_FIELDS.map((name) => [name, stringOf(form.value?.[name])]),
    ) as ProfileFormValues;
    writeStored(SIGNUP_DRAFT_KEY, { values, step } satisfies SignupDraft);
  }, [form.value, step, keepDraft]);

  function goTo(next: RegistrationStep) {
    moved.current = true;
    setStep(next);
  }

  const percent = step === 1 ? 50 : 100;
  const refusals = useSpanishRefusals(w.lang === "es") ?? refusalsEn;
  const say = (message: string) => sayMessage(refusals, message);
  const stepTitles = w.form.stepTitles;
  return (
    <form method="post" {...getFormProps(form)} aria-labelledby="reg-step-title">
      <ol className="progress-steps" aria-label={w.form.progress}>
        {([1, 2] as const).map((n) => (
          <li key={n} aria-current={step === n ? "step" : undefined}>
            {w.form.stepLabel(n, stepTitles[n])}
          </li>
        ))}
      </ol>
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={w.form.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={w.form.stepOf(step)}
      >
        <div className="progress-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <h2 id="reg-step-title" ref={headingRef} tabIndex={-1}>
        {stepTitles[step]}
      </h2>
      <FormError id={form.errorId} errors={form.errors?.map(say)} />
      {/* Both steps stay in the form, the other one hidden, so every answer is posted with or without JavaScript. */}
      <div hidden={step !== 1}>
        <BasicInformationFields fields={fields} emailLocked={signedIn} words={w.fields} say={say} />
      </div>
      <div hidden={step !== 2}>
        <CareCoverageFields fields={fields} words={w.fields} say={say} />
      </div>
      {step === 2 && finalStepNote ? <div className="mt-4">{finalStepNote}</div> : null}
      <div className="form-actions">
        {step === 2 ? (
          <button type="button" className="btn btn-secondary" onClick={() => goTo(1)}>
            <ArrowLeft aria-hidden="true" size={16} /> {w.form.previous}
          </button>
        ) : (
          <span />
        )}
        {step === 1 ? (
          <button type="submit" name="intent" value={NEXT_STEP_INTENT} className="btn btn-primary">
            {w.form.next} <ArrowRight aria-hidden="true" size={16} />
          </button>
        ) : (
          <button type="submit" className="btn btn-accent" disabled={busy}>
            {busy ? w.form.submitting : w.form.complete}
          </button>
        )}
      </div>
      {!signedIn && step === 2 ? <p className="hint mt-3">{w.form.signInFirst}</p> : null}
    </form>
  );
}

function stringOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function focusFirstProblem(formId: string, errors: Record<string, unknown> | null | undefined) {
  const first = PROFILE_FIELDS.find((name) => errors?.[name]);
  const form = document.getElementById(formId) as HTMLFormElement | null;
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
