import { company, companyAddressLine } from '@termlens/contracts/company';
import { Card } from '@termlens/shared-ui/components/card';
import { mailtoHref } from '@termlens/shared-ui/lib/mailto';
import frame from '../form-page/form-page.module.css';
import { PageHero } from '../form-page/page-hero';
import { ContactForm } from './contact-form';
import styles from './contact-page.module.css';

const faqs = [
  {
    q: 'How quickly will I receive my quotes?',
    a: 'Instantly on the compare page; personalized quotes reach your inbox within minutes of submitting the form.',
  },
  {
    q: 'Is your service really free?',
    a: 'Yes. You never pay us. Insurers pay us a compensation when a policy is issued, which never changes your price.',
  },
  {
    q: 'What information do I need?',
    a: 'Your age, ZIP code, the coverage and term you want and a few health questions. It takes under 5 minutes.',
  },
  {
    q: 'Will I talk to a licensed agent?',
    a: 'Only if you want to. Licensed agents are available to answer questions and help you apply.',
  },
];

export function ContactPage() {
  return (
    <div className={frame.page}>
      <PageHero
        title="Contact Us"
        intro="Questions about term life insurance or your quotes? We're here to help."
      />
      <div className={`container ${styles.layout}`}>
        <aside className={frame.side}>
          <Card>
            <h2 className={frame.cardTitle}>Get in Touch</h2>
            <address className={styles.address}>
              <strong>{company.legalName}</strong>
              <span>{companyAddressLine}</span>
              <a href={`tel:${company.supportPhone}`}>{company.supportPhone}</a>
              <a href={mailtoHref(company.supportEmail)}>{company.supportEmail}</a>
            </address>
            <p className={styles.note}>We respond within 24 hours</p>
            <p className={frame.muted}>{company.supportHours}</p>
          </Card>
        </aside>
        <Card className={frame.main}>
          <ContactForm />
        </Card>
      </div>
      <section className="container" aria-labelledby="contact-faq">
        <h2 id="contact-faq" className={styles.faqTitle}>
          Frequently Asked Questions
        </h2>
        <div className={styles.faqs}>
          {faqs.map((f) => (
            <Card key={f.q}>
              <h3 className={styles.question}>{f.q}</h3>
              <p className={frame.muted}>{f.a}</p>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
