import { ArrowLeft, ArrowRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { validate, type FieldErrors } from "~/schemas/common";
import {
  EMPTY_PROFILE_VALUES,
  PROFILE_FIELDS,
  registrationSchema,
  registrationStep1Schema,
  step1Entries,
  type ProfileFormValues,
} from "~/schemas/profile";
import { readStored, SIGNUP_DRAFT_KEY, writeStored } from "~/utils/storage";
import { BasicInformationFields, CareCoverageFields, focusFirstError } from "./ProfileFields";

export type SignupDraft = { values: ProfileFormValues; step: 1 | 2 };

export const STEP_TITLES = { 1: "Basic Information", 2: "Care & Coverage" } as const;
const STEP1_FIELDS = Object.keys(step1Entries);

/**
 * The two-step registration form (docs/product.md#registration-and-dashboard, docs/product.md#validation). Knows nothing of the
 * router: the route decides what submitting means (sign in first, or save).
 */
export function RegistrationForm({
  initialValues,
  signedIn,
  busy,
  serverErrors,
  onComplete,
}: {
  initialValues?: Partial<ProfileFormValues>;
  signedIn: boolean;
  busy: boolean;
  serverErrors?: FieldErrors;
  onComplete: (values: ProfileFormValues) => void;
}) {
  const [values, setValues] = useState<ProfileFormValues>({ ...EMPTY_PROFILE_VALUES, ...initialValues });
  const [step, setStep] = useState<1 | 2>(1);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [restored, setRestored] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Restore the draft (browser storage survives reloads and sign-in round trips).
  useEffect(() => {
    const draft = readStored<SignupDraft>(SIGNUP_DRAFT_KEY);
    if (draft?.values) {
      setValues((current) => {
        const merged = { ...current };
        for (const key of PROFILE_FIELDS) {
          // Signed in, the email is the account's (read-only), never the draft's.
          if (signedIn && key === "email") continue;
          const value = draft.values[key];
          if (typeof value === "string" && value) merged[key] = value;
        }
        return merged;
      });
      if (draft.step === 2) setStep(2);
    }
    setRestored(true);
  }, [signedIn]);

  useEffect(() => {
    if (restored) writeStored(SIGNUP_DRAFT_KEY, { values, step } satisfies SignupDraft);
  }, [values, step, restored]);

  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length) {
      setErrors(serverErrors);
      const stepOneProblem = STEP1_FIELDS.some((f) => serverErrors[f]);
      setStep(stepOneProblem ? 1 : 2);
      requestAnimationFrame(() => focusFirstError(formRef.current, serverErrors, PROFILE_FIELDS));
    }
  }, [serverErrors]);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const onChange = (name: keyof ProfileFormValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };

  const goTo = (next: 1 | 2) => {
    moved.current = true;
    setStep(next);
  };

  const nextStep = () => {
    const result = validate(registrationStep1Schema, values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(formRef.current, result.errors, PROFILE_FIELDS);
      return;
    }
    setErrors({});
    goTo(2);
  };

  const submit = () => {
    const result = validate(registrationSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      const stepOneProblem = STEP1_FIELDS.some((f) => result.errors[f]);
      if (stepOneProblem && step !== 1) goTo(1);
      requestAnimationFrame(() => focusFirstError(formRef.current, result.errors, PROFILE_FIELDS));
      return;
    }
    onComplete(values);
  };

  const percent = step === 1 ? 50 : 100;
  const fieldProps = { values, errors, onChange, idPrefix: "reg" };

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-labelledby="reg-step-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (step === 1) nextStep();
        else submit();
      }}
    >
      <ol className="progress-steps" aria-label="Registration progress">
        {([1, 2] as const).map((n) => (
          <li key={n} aria-current={step === n ? "step" : undefined}>
            Step {n}: {STEP_TITLES[n]}
          </li>
        ))}
      </ol>
      <div
        className="progress-bar"
        role="progressbar"
        aria-label="Registration progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step} of 2`}
      >
        <div className="progress-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <h2 id="reg-step-title" ref={headingRef} tabIndex={-1}>
        {STEP_TITLES[step]}
      </h2>
      {step === 1 ? (
        <BasicInformationFields {...fieldProps} emailLocked={signedIn} />
      ) : (
        <CareCoverageFields {...fieldProps} />
      )}
      <div className="form-actions">
        {step === 2 ? (
          <button type="button" className="btn btn-secondary" onClick={() => goTo(1)}>
            <ArrowLeft aria-hidden="true" size={16} /> Previous Step
          </button>
        ) : (
          <span />
        )}
        {step === 1 ? (
          <button type="submit" className="btn btn-primary">
            Next Step <ArrowRight aria-hidden="true" size={16} />
          </button>
        ) : (
          <button type="submit" className="btn btn-accent" disabled={busy}>
            {busy ? "Submitting..." : "Complete Registration"}
          </button>
        )}
      </div>
      {!signedIn && step === 2 ? (
        <p className="hint mt-3">
          You will be asked to sign in before we save your details. Your answers stay on this device until then.
        </p>
      ) : null}
    </form>
  );
}
