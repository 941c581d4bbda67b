import { graphql } from "gatsby";
import { useCountUp } from "../../hooks/use-count-up";
import * as styles from "./counters.module.scss";

export const COUNTER_DURATION_MS = 2000;

interface CounterProps {
  label: string;
  target: number;
}

function Counter({ label, target }: CounterProps) {
  const { ref, value, pending } = useCountUp<HTMLDivElement>(target, COUNTER_DURATION_MS);
  return (
    <div ref={ref} className={styles.counter}>
      <p className={styles.value}>
        {/* Padded with figure spaces (as wide as a digit) to the target's length, so the text keeps
            its width and place while it counts up. Until the page runs, the digits hold the target for
            readers without JavaScript and are hidden from the others, who would see the count's end
            before its start (gatsby-ssr shows them when scripts are off). */}
        <span aria-hidden="true" data-testid="counter-value" data-pending={pending ? "" : undefined}>
          {String(value).padStart(String(target).length, "\u2007")}
        </span>
        <span className="visually-hidden">{target}</span>
      </p>
      <p className={styles.label}>{label}</p>
    </div>
  );
}

interface CountersProps {
  data: Queries.CountersDataFragment;
}

export function Counters({ data }: CountersProps) {
  return (
    <section className={styles.section} aria-label="Our figures" data-section="counters">
      <div className="container">
        <div className={styles.grid}>
          {data.allCounter.nodes.map((counter) => (
            <Counter key={counter.slug} label={counter.label} target={counter.target} />
          ))}
        </div>
      </div>
    </section>
  );
}

/** @public Gatsby reads a fragment only from an exported graphql tag. */
export const query = graphql`
  fragment CountersData on Query {
    allCounter(sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        slug
        label
        target
      }
    }
  }
`;
