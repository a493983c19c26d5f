import { Button } from '@termlens/shared-ui/components/button';
import { Component, type ReactNode } from 'react';
import styles from './remote-error-boundary.module.css';

interface Props {
  /** what the failure message calls this area, e.g. 'this page' */
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Could not show ${this.props.area}`, error);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className={styles.fallback}>
        <p className={styles.title}>We couldn't load {this.props.area}.</p>
        <p className={styles.text}>
          Please check your connection and try again. The rest of the site still works.
        </p>
        <Button variant="secondary" onClick={this.retry}>
          Try again
        </Button>
      </div>
    );
  }
}
