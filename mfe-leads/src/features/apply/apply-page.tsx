import { company } from '@termlens/contracts/company';
import { coverageChoices, termChoices } from '@termlens/contracts/quote-choices';
import { Card } from '@termlens/shared-ui/components/card';
import { mailtoHref } from '@termlens/shared-ui/lib/mailto';
import { useSearchParams } from '@termlens/shared-ui/lib/router';
import { LeadForm } from '../lead-form/lead-form';
import styles from './apply-page.module.css';
import { QuoteCheckNotice } from './quote-check-notice';
import { SelectedQuoteCard } from './selected-quote-card';
import { useQuoteCheck } from './use-quote-check';

const reasons = [
  'Quotes from top-rated insurers, compared side by side',
  'No phone number needed to see prices',
  'Licensed agents help only when you ask',
  'Free to use: insurers pay us, you never do',
];

const process = [
  { title: 'Submit your details', text: 'Tell us about you and the cover you want.' },
  { title: 'Compare your quotes', text: 'We email personalized quotes from several insurers.' },
  { title: 'Apply with the insurer', text: 'Pick a policy and complete the application.' },
  { title: 'Get covered', text: 'After underwriting, your policy starts protecting your family.' },
];

export function ApplyPage() {
  const [params] = useSearchParams();
  const check = useQuoteCheck(params);
  const quote = check.state === 'verified' ? check.quote : undefined;
  // Start the form from the chosen quote when its values are among the form's options.
  const coverage = Number(params.get('coverage'));
  const term = Number(params.get('term') || 20);
  const initialValues = {
    coverageAmount: (coverageChoices as readonly number[]).includes(coverage)
      ? String(coverage)
      : '',
    termLength: (termChoices as readonly number[]).includes(term) ? String(term) : '',
  };

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className="container">
          <h1>Apply for Term Life Insurance</h1>
          <p>Complete the short form below and we'll send your personalized quotes.</p>
        </div>
      </section>
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          {quote ? (
            <SelectedQuoteCard quote={quote} />
          ) : (
            check.state !== 'none' && <QuoteCheckNotice checking={check.state === 'checking'} />
          )}
          <LeadForm initialValues={initialValues} selectedQuote={quote} />
        </div>
        <aside className={styles.side}>
          <Card>
            <h2 className={styles.cardTitle}>Why Choose Us</h2>
            <ul className={styles.checks}>
              {reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </Card>
          <Card>
            <h2 className={styles.cardTitle}>Application Process</h2>
            <ol className={styles.steps}>
              {process.map((p) => (
                <li key={p.title}>
                  <strong>{p.title}</strong>
                  <span>{p.text}</span>
                </li>
              ))}
            </ol>
          </Card>
          <Card>
            <h2 className={styles.cardTitle}>Need Help?</h2>
            <ul className={styles.help}>
              <li>
                <a href={`tel:${company.supportPhone}`}>Call {company.supportPhone}</a>
              </li>
              <li>
                <a href={mailtoHref(company.supportEmail)}>Email {company.supportEmail}</a>
              </li>
            </ul>
            <p className={styles.muted}>Agents available {company.supportHours}</p>
          </Card>
        </aside>
      </div>
    </div>
  );
}
