import { Button } from '@termlens/shared-ui/components/button';
import { useState } from 'react';
import { CourseDialog } from './components/course-dialog';
import styles from './components/email-course.module.css';

/** The invitation to the 7-day course, with its own dialog, usable on any content page. */
export function CourseBanner({ compact }: { compact?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <section className={compact ? `${styles.banner} ${styles.compact}` : styles.banner}>
      <div>
        <p className={styles.eyebrow}>Free 7-day email course</p>
        <h2 className={styles.heading}>Master term life insurance in one week</h2>
        <p className={styles.text}>
          Seven short lessons, one a day: how much cover you need, picking a term, underwriting,
          comparing quotes and avoiding the costly mistakes. Over 10,000 people have enrolled.
        </p>
      </div>
      <Button variant="accent" size={compact ? 'md' : 'lg'} onClick={() => setOpen(true)}>
        Start the Free Course
      </Button>
      <CourseDialog open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
