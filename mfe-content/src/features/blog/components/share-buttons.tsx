import { Button } from '@termlens/shared-ui/components/button';
import { shareLinks } from '../share-links';
import styles from './blog-post.module.css';

export function ShareButtons({ title }: { title: string }) {
  const open = (href: string) => {
    // noopener: the sharing site gets no handle on this page.
    window.open(href, '_blank', 'noopener,noreferrer,width=600,height=500');
  };
  return (
    <fieldset className={styles.share}>
      <legend className={styles.shareLabel}>Share this article</legend>
      {shareLinks(window.location.href, title).map((link) => (
        <Button key={link.network} size="sm" variant="secondary" onClick={() => open(link.href)}>
          {link.network}
          <span className="visually-hidden"> (opens a new window)</span>
        </Button>
      ))}
    </fieldset>
  );
}
