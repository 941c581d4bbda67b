import { graphql } from "gatsby";
import { useReducer, useRef, type FormEvent } from "react";
import { useCompanyInfo } from "../../hooks/use-company-info";
import { afterNextPaint } from "../../utils/after-paint";
import { SectionHeading } from "../ui";
import * as styles from "./quote-form.module.scss";
import { quoteBody, quoteFormReducer, sendQuote } from "./quote-form-state";

interface QuoteFormProps {
  data: Queries.QuoteFormDataFragment;
}

interface FieldProps {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
}

function Field({ name, label, type = "text", autoComplete }: FieldProps) {
  return (
    <div className="form-floating">
      <input
        className="form-control"
        id={`quote-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        placeholder={label}
      />
      <label htmlFor={`quote-${name}`}>{label}</label>
    </div>
  );
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
      // A filled honeypot means a bot: it is shown success and nothing is sent.
      const sent = honeypot?.value ? true : await sendQuote(company.formEndpoint, quoteBody(form));
      dispatch({ type: sent ? "succeeded" : "failed" });
      if (sent) form.reset();
    } finally {
      inFlight.current = false;
    }
  };

  const sending = state.status === "sending";
  return (
    <section className={`section ${styles.section}`} aria-labelledby="quote-title" data-section="quote">
      <div className="container">
        <SectionHeading id="quote-title" section={data.quoteSection} />
        <form
          className={styles.form}
          method="POST"
          action={company.formEndpoint}
          onSubmit={submit}
          onInput={() => dispatch({ type: "edit" })}
        >
          <div className="row g-3">
            <div className="col-md-6">
              <Field name="name" label="Your Name" autoComplete="name" />
            </div>
            <div className="col-md-6">
              <Field name="email" label="Your Email" type="email" autoComplete="email" />
            </div>
            <div className="col-12">
              <Field name="subject" label="Subject" />
            </div>
            <div className="col-12">
              <div className="form-floating">
                <textarea
                  className={`form-control ${styles.message}`}
                  id="quote-message"
                  name="message"
                  placeholder="Message"
                />
                <label htmlFor="quote-message">Message</label>
              </div>
            </div>
            <div className={styles.honeypot} aria-hidden="true">
              <label htmlFor="quote-gotcha">Leave this field empty</label>
              <input id="quote-gotcha" type="text" name="_gotcha" tabIndex={-1} autoComplete="off" />
            </div>
            <div className="col-12">
              <button type="submit" className="btn btn-primary btn-lg" disabled={sending}>
                {sending ? "Sending…" : "Send Request"}
              </button>
            </div>
          </div>
          <div className={styles.status} aria-live="polite" data-testid="quote-status">
            {state.status === "sent" && (
              <p className={styles.success}>
                Thank you! Your request has been sent. We will reply within one business day.
              </p>
            )}
            {state.status === "error" && (
              <div className={styles.error}>
                <p>
                  Sorry, your request was not sent. Please check your connection and try again, or email us at{" "}
                  <a href={`mailto:${company.email}`}>{company.email}</a>.
                </p>
                <button type="submit" className="btn btn-outline-primary">
                  Try again
                </button>
              </div>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment QuoteFormData on Query {
    quoteSection: section(key: { eq: "quote" }) {
      ...SectionHeading
    }
  }
`;
