import { Button } from '@termlens/shared-ui/components/button';
import { Link } from '@termlens/shared-ui/lib/router';
import styles from './list-page.module.css';

interface LoadErrorProps {
  /** the page's title for the failure, e.g. 'Unable to Load News' */
  title: string;
  text: string;
  onRetry: () => void;
  /** h1 when the failure is the whole page, h2 inside a page with its own title */
  level?: 1 | 2;
}

/** A failed load (the API or its database is down): the page's message, Try again and home. */
export function LoadError({ title, text, onRetry, level = 2 }: LoadErrorProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.state} role="alert">
      <Heading>{title}</Heading>
      <p>{text}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
        <Link to="/">Go back home</Link>
      </div>
    </div>
  );
}
