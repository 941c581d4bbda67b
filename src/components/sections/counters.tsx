import { graphql } from "gatsby";
import { useCountUp } from "../../hooks/use-count-up";
import * as styles from "./counters.module.scss";

export const COUNTER_DURATION_MS = 2000;

interface CounterProps {
  label: string;
  target: number;
}

function Counter({ label, target }: CounterProps) {
  const figure = useCountUp<HTMLSpanElement>(target, COUNTER_DURATION_MS);
  return (
    <div className={styles.counter}>
      <p className={styles.value}>
        {/* The figure, one line high: while it counts, its box holds every figure and moves up a line a step
            (useCountUp). Until the page runs, it holds the target for readers without JavaScript and is hidden
            from the others, who would see the count's end before its start (gatsby-ssr shows it when scripts
            are off). */}
        <span className={styles.window} aria-hidden="true">
          <span ref={figure} className={styles.figures} data-testid="counter-value" data-pending="">
            {target}
          </span>
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
