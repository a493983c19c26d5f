import type { ResourceRead } from '@termlens/contracts/signup';
import { Badge } from '@termlens/shared-ui/components/badge';
import { Button } from '@termlens/shared-ui/components/button';
import { formatCountOf } from '@termlens/shared-ui/lib/format';
import { fileKind } from '../file-kind';
import { FileTypeIcon } from './file-type-icon';
import styles from './resources.module.css';

export function ResourceCard({
  resource,
  onDownload,
}: {
  resource: ResourceRead;
  onDownload: (resource: ResourceRead) => void;
}) {
  const kind = fileKind(resource.fileType);
  return (
    <article className={styles.card}>
      <div className={styles.cardHead}>
        <FileTypeIcon kind={kind} />
        <div>
          <Badge tone={kind.tone}>{kind.label}</Badge>
          <h3 className={styles.cardTitle}>{resource.title}</h3>
        </div>
      </div>
      {resource.description && <p className={styles.description}>{resource.description}</p>}
      <ul className={styles.facts}>
        {resource.fileSize && <li>{resource.fileSize}</li>}
        {resource.pages ? (
          <li>
            {resource.pages} {resource.pages === 1 ? 'page' : 'pages'}
          </li>
        ) : null}
        {resource.downloadCount > 0 && <li>{formatCountOf(resource.downloadCount, 'download')}</li>}
      </ul>
      <Button
        className={styles.cardButton}
        block
        onClick={() => onDownload(resource)}
        aria-label={`Download Free: ${resource.title}`}
      >
        Download Free
      </Button>
    </article>
  );
}
