import { company } from '@termlens/contracts/company';
import { Card } from '@termlens/shared-ui/components/card';
import { mailtoHref } from '@termlens/shared-ui/lib/mailto';
import frame from '../form-page/form-page.module.css';
import { PageHero } from '../form-page/page-hero';
import { DataRightsForm } from './data-rights-form';
import styles from './data-rights-page.module.css';

const rights = [
  { title: 'Right to Access', text: 'Get a copy of the personal data we hold about you.' },
  { title: 'Right to Correct', text: 'Have inaccurate or incomplete data corrected.' },
  { title: 'Right to Delete', text: 'Ask us to erase your personal data.' },
  {
    title: 'Right to Opt Out',
    text: 'Under the CCPA, opt out of the sale or sharing of your information. We do not sell it.',
  },
];

const timeline = [
  { title: 'Request received', text: 'You get a confirmation email immediately.' },
  { title: 'Identity verification', text: 'We verify your identity within 1-3 business days.' },
  { title: 'Processing', text: 'We process your request within 30 days.' },
  { title: 'Response', text: 'We send our response by secure email.' },
];

export function DataRightsPage() {
  return (
    <div className={frame.page}>
      <PageHero
        title="Your Data Rights"
        intro="Access, correct, delete or move your personal data, or opt out under the CCPA."
      />
      <div className="container">
        <ul className={styles.rights}>
          {rights.map((r) => (
            <li key={r.title}>
              <Card className={styles.right}>
                <h2 className={styles.rightTitle}>{r.title}</h2>
                <p className={frame.muted}>{r.text}</p>
              </Card>
            </li>
          ))}
        </ul>
        <div className={styles.layout}>
          <Card className={frame.main}>
            <DataRightsForm />
          </Card>
          <aside className={`${frame.side} ${styles.side}`}>
            <Card>
              <h2 className={frame.cardTitle}>What Happens Next</h2>
              <ol className={styles.timeline}>
                {timeline.map((t) => (
                  <li key={t.title}>
                    <strong>{t.title}</strong>
                    <span>{t.text}</span>
                  </li>
                ))}
              </ol>
            </Card>
            <Card className={styles.notice}>
              <p>
                Complex requests may take up to 60 days; we will tell you within the first 30 days
                if we need the extra time.
              </p>
              <p className={frame.muted}>
                Questions? Email{' '}
                <a href={mailtoHref(company.privacyEmail)}>{company.privacyEmail}</a>.
              </p>
            </Card>
          </aside>
        </div>
      </div>
    </div>
  );
}
