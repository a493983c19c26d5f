import { Card } from '@termlens/shared-ui/components/card';
import { Skeleton } from '@termlens/shared-ui/components/skeleton';
import styles from './apply-page.module.css';

/** What stands in the selected quote's place while it is checked, or once it did not check out. */
export function QuoteCheckNotice({ checking }: { checking: boolean }) {
  if (checking) {
    return (
      <Card aria-busy="true" className={styles.quoteCheck}>
        <span className="visually-hidden">Checking the selected quote...</span>
        <Skeleton height="1.5rem" width="40%" />
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
      </Card>
    );
  }
  return (
    <Card className={styles.quoteCheck}>
      <p>
        We could not confirm the quote in this link, so it is not shown. You can still apply below,
        and we will email you quotes for your own details.
      </p>
    </Card>
  );
}
