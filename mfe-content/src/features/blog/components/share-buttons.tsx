import { Button } from '@termlens/shared-ui/components/button';
import { shareLinks } from '../share-links';
import styles from './blog-post.module.css';

export function ShareButtons({ title }: { title: string }) {
  // The page's address is read when a button is pressed: the server renders these buttons too,
  // and has no window to read it from.
  const open = (network: string) => {
    const link = shareLinks(window.location.href, title).find((l) => l.network === network);
    // noopener: the sharing site gets no handle on this page.
    if (link) window.open(link.href, '_blank', 'noopener,noreferrer,width=600,height=500');
  };
  return (
    <fieldset className={styles.share}>
      <legend className={styles.shareLabel}>Share this article</legend>
      {shareLinks('', title).map((link) => (
        <Button key={link.network} size="sm" variant="secondary" onClick={() => open(link.network)}>
          {link.network}
          <span className="visually-hidden"> (opens a new window)</span>
        </Button>
      ))}
    </fieldset>
  );
}
