import type { ResourceRead } from '@termlens/contracts/signup';
import { Link } from '@termlens/shared-ui/lib/router';
import { useState } from 'react';
import { CourseBanner } from '../../email-course/course-banner';
import listStyles from '../../shared/list-page.module.css';
import { LoadError } from '../../shared/load-error';
import { useResources } from '../hooks/use-resources';
import { DownloadDialog } from './download-dialog';
import { DownloadReasons } from './download-reasons';
import { ResourceCard } from './resource-card';
import { ResourceCardSkeleton } from './resource-card-skeleton';
import styles from './resources.module.css';
import { Testimonials } from './testimonials';

export function ResourcesPage() {
  const resources = useResources();
  const [selected, setSelected] = useState<ResourceRead | null>(null);

  return (
    <div className={`container ${listStyles.page}`}>
      <h1 className={listStyles.title}>Free Term Life Insurance Resources</h1>
      <p className={listStyles.lead}>
        Checklists, worksheets and guides to help you choose the right cover and the right price.
      </p>
      <CourseBanner />
      <section className={styles.section} aria-labelledby="library-heading">
        <h2 id="library-heading" className={styles.sectionTitle}>
          Download guides and tools
        </h2>
        {resources.isPending ? (
          <div className={styles.grid} aria-busy="true">
            <span className="visually-hidden">Loading resources</span>
            {[1, 2, 3].map((n) => (
              <ResourceCardSkeleton key={n} />
            ))}
          </div>
        ) : resources.isError || !Array.isArray(resources.data) ? (
          <LoadError
            title="Unable to Load Resources"
            text="Something went wrong while loading the resources. Please try again."
            onRetry={() => resources.refetch()}
          />
        ) : resources.data.length === 0 ? (
          <div className={listStyles.state}>
            <h2>No Resources Available</h2>
            <p>New guides are on the way. Meanwhile, our blog answers the common questions.</p>
            <Link to="/blog">Read the blog</Link>
          </div>
        ) : (
          <div className={styles.grid}>
            {resources.data.map((resource) => (
              <ResourceCard key={resource.id} resource={resource} onDownload={setSelected} />
            ))}
          </div>
        )}
      </section>
      <DownloadReasons />
      <Testimonials />
      <DownloadDialog resource={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
