import { graphql } from "gatsby";
import { useEffect, useReducer, useRef, type FormEvent } from "react";
import { countQuoteSent } from "../../hooks/use-analytics";
import { useCompanyInfo } from "../../hooks/use-company-info";
import { useFormDraft } from "../../hooks/use-form-draft";
import { TURNSTILE_FIELD, useTurnstile } from "../../hooks/use-turnstile";
import { afterNextPaint } from "../../utils/after-paint";
import { SectionHeading } from "../ui/section-heading";
import { QuoteField } from "./quote-field";
import * as styles from "./quote-form.module.scss";
import {
  HONEYPOT_FILLED,
  QUOTE_DRAFT_KEY,
  QUOTE_FIELDS,
  QUOTE_TIMEOUT_MS,
  quoteBody,
  quoteFormReducer,
  quoteMailto,
  sendQuote,
  type QuoteResult,
} from "./quote-form-state";
import { QuoteStatus } from "./quote-status";

interface QuoteFormProps {
  data: Queries.QuoteFormDataFragment;
}

/**
 * The quote request: a native POST to the form service, so it works without JavaScript; with
 * JavaScript the page sends the same four fields itself and says whether they arrived. Nothing
 * the visitor typed is lost when sending fails.
 */
export function QuoteForm({ data }: QuoteFormProps) {
  const company = useCompanyInfo();
  const [state, dispatch] = useReducer(quoteFormReducer, { status: "idle" });
  // Two clicks can arrive before React re-renders the disabled button.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const draft = useFormDraft(formRef, QUOTE_DRAFT_KEY, QUOTE_FIELDS);
  const turnstileRef = useRef<HTMLDivElement>(null);
  const turnstile = useTurnstile(formRef, turnstileRef, QUOTE_TIMEOUT_MS);
  const mailtoNow = () =>
    quoteMailto(company.email, formRef.current ? quoteBody(formRef.current) : new URLSearchParams());

  // The four fields, and with Turnstile on a fresh token, which the service verifies (and which one request uses up).
  const send = async (form: HTMLFormElement) => {
    const body = quoteBody(form);
    if (__TURNSTILE_SITE_KEY__) {
      const token = await turnstile.token();
      if (token) body.set(TURNSTILE_FIELD, token);
    }
    const result = await sendQuote(company.formEndpoint, body);
    if (__TURNSTILE_SITE_KEY__) turnstile.spent();
    if (result.type === "sent") countQuoteSent();
    return result;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return;
    inFlight.current = true;
    dispatch({ type: "submit" });
    try {
      // "Sending…" is painted first; the request starts in the task after that frame.
      await afterNextPaint();
      const honeypot = form.elements.namedItem("_gotcha") as HTMLInputElement | null;
      // A filled honeypot is a bot, or a visitor whose browser's autofill filled it: nothing is sent (the form service
      // would drop it unread), and the visitor is told why, with the field emptied for a second try and the draft kept.
      let result: QuoteResult;
      if (honeypot?.value) {
        honeypot.value = "";
        result = { type: "refused", refusal: { fields: {}, messages: [HONEYPOT_FILLED] } };
      } else result = await send(form);
      if (result.type === "sent") {
        dispatch({ type: "succeeded" });
        form.reset();
        draft.clear();
      } else if (result.type === "refused") dispatch({ type: "refused", refusal: result.refusal, mailto: mailtoNow() });
      else dispatch({ type: "failed", mailto: mailtoNow() });
    } finally {
      inFlight.current = false;
    }
  };

  // A refusal takes focus to the first field it names, or to its message.
  useEffect(() => {
    if (state.status !== "refused") return;
    const field = QUOTE_FIELDS.find((name) => state.refusal.fields[name]);
    const target = field ? formRef.current?.elements.namedItem(field) : refusalRef.current;
    if (target instanceof HTMLElement) target.focus();
  }, [state]);

  const sending = state.status === "sending";
  const errors = state.status === "refused" ? state.refusal.fields : {};
  return (
    <section className={`section ${styles.section}`} aria-labelledby="quote-title" data-section="quote">
      <div className="container">
        <SectionHeading id="quote-title" section={data.quoteSection} />
        <form
          ref={formRef}
          className={styles.form}
          method="POST"
          action={company.formEndpoint}
          onSubmit={submit}
          onInput={() => {
            // Only a thanks goes away as the visitor types again: no render on every other keystroke.
            if (state.status === "sent") dispatch({ type: "edit" });
            draft.save();
          }}
        >
          <div className="row g-3">
            <div className="col-md-6">
              <QuoteField name="name" label="Your Name" autoComplete="name" error={errors.name} />
            </div>
            <div className="col-md-6">
              <QuoteField name="email" label="Your Email" type="email" autoComplete="email" error={errors.email} />
            </div>
            <div className="col-12">
              <QuoteField name="subject" label="Subject" error={errors.subject} />
            </div>
            <div className="col-12">
              <QuoteField name="message" label="Message" multiline error={errors.message} />
            </div>
            <div className={styles.honeypot} aria-hidden="true">
              <label htmlFor="quote-gotcha">Leave this field empty</label>
              <input id="quote-gotcha" type="text" name="_gotcha" tabIndex={-1} autoComplete="off" />
            </div>
            <div className="col-12">
              {/* Disabled while sending through ARIA and Bootstrap's look: the disabled attribute would take a
                  keyboard user's focus off it, to the page itself. `submit` ignores a second press. */}
              <button
                type="submit"
                className={`btn btn-primary btn-lg${sending ? " disabled" : ""}`}
                aria-disabled={sending || undefined}
              >
                {sending ? "Sending…" : "Send Request"}
              </button>
            </div>
          </div>
          {/* Turnstile's widget, shown only when Cloudflare asks the visitor to interact. */}
          {__TURNSTILE_SITE_KEY__ ? <div ref={turnstileRef} /> : null}
          <QuoteStatus state={state} email={company.email} mailtoNow={mailtoNow} refusalRef={refusalRef} />
        </form>
      </div>
    </section>
  );
}

/** @public Gatsby reads a fragment only from an exported graphql tag. */
export const query = graphql`
  fragment QuoteFormData on Query {
    quoteSection: section(key: { eq: "quote" }) {
      ...SectionHeading
    }
  }
`;
