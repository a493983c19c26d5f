import { company, companyAddressLine } from '@termlens/contracts/company';
import { sampleInsurersNotice } from '@termlens/contracts/sample-insurers';
import { mailtoHref } from '@termlens/shared-ui/lib/mailto';
import { Link } from '@termlens/shared-ui/lib/router';
import { LegalPage } from '../components/legal-page';

const regulatorPortals = [
  {
    name: 'Federal Trade Commission (FTC)',
    url: 'https://reportfraud.ftc.gov/',
    description: 'deceptive advertising, fraud, scams and unwanted sales practices.',
  },
  {
    name: 'National Association of Insurance Commissioners (NAIC) consumer complaint finder',
    url: 'https://content.naic.org/consumer',
    description:
      'find and contact your state insurance department, which licenses and oversees insurers and agents.',
  },
  {
    name: 'Consumer Financial Protection Bureau (CFPB)',
    url: 'https://www.consumerfinance.gov/complaint/',
    description:
      'problems with consumer financial products and services, such as a bank account or card used to pay premiums.',
  },
] as const;

export function FtcCompliancePage() {
  return (
    <LegalPage
      title="FTC Compliance"
      intro={`How ${company.name} follows consumer-protection principles in its advertising, how we disclose our business relationships, and what to do if something goes wrong.`}
    >
      <h2>Our commitment</h2>
      <p>
        The Federal Trade Commission Act prohibits unfair or deceptive practices, and the FTC
        expects advertising claims to be truthful, not misleading and backed by evidence.{' '}
        {company.name} applies those principles to our website, emails and ads. Insurance itself is
        regulated by the states, so the insurers and licensed agents we work with are also subject
        to state insurance advertising and sales rules. This page describes how we put these
        principles into practice; it is not a certification or an endorsement by any government
        agency.
      </p>

      <h2>Truth in advertising</h2>
      <p>
        We aim to make every claim accurate on its own, with any important limits shown clearly near
        the claim rather than hidden in fine print. Before we publish a claim, we make sure we have
        a reasonable basis for it, and we review claims when rates or our service change. Here are
        the claims we use most often and what they mean:
      </p>
      <ul>
        <li>
          <strong>&ldquo;Quotes from $15/month.&rdquo;</strong> This is based on our illustrative
          rates for young, healthy non-smokers who qualify for a top health class and choose a
          relatively low coverage amount. Most people will see higher prices, and older applicants,
          smokers, and people choosing more coverage or longer terms will pay more. We check the
          figure against current rates and change it if it is no longer supported.
        </li>
        <li>
          <strong>&ldquo;Quotes in 60 seconds.&rdquo;</strong> This refers to the time a typical
          visitor needs to complete our short quote form and see illustrative quotes. It does not
          mean that you can be approved for, or buy, a policy in 60 seconds.
        </li>
        <li>
          <strong>&ldquo;Compare several insurers.&rdquo;</strong> The number of insurers shown
          depends on your state, age, coverage amount and term length. We do not claim to show every
          insurer or the lowest price available anywhere.
        </li>
        <li>
          <strong>&ldquo;Free to use.&rdquo;</strong> We never charge visitors a fee. We are paid by
          insurers and agents, as explained below and in our Affiliate Disclosure.
        </li>
        <li>
          <strong>&ldquo;No medical exam&rdquo; and fast decisions.</strong> Some healthy applicants
          can get coverage of up to $1 million without an exam, and accelerated underwriting
          decisions often arrive within 24 to 48 hours. Eligibility depends on the insurer, your
          age, health and the amount requested, and many applicants will need an exam or a longer
          review.
        </li>
      </ul>
      <p>
        All quotes on the site are illustrative. The insurer sets the final price after
        underwriting.
      </p>
      <p>{sampleInsurersNotice}</p>

      <h2>Material connections</h2>
      <p>
        {company.name} receives compensation from insurers and licensed insurance agents. That
        compensation may influence which insurers appear on the site, but it does not change the
        illustrative prices we show, which our own pricing model calculates the same way for every
        insurer. We explain these relationships on our Affiliate Disclosure page, and any sponsored
        placement or advertising content is labeled as such. If we publish testimonials or reviews,
        they reflect the genuine experiences of the people who gave them; we do not write fake
        reviews, suppress negative ones, or hide any payment or incentive connected with a review.
      </p>

      <h2>Your rights as a consumer</h2>
      <ul>
        <li>You can compare quotes without giving us your contact details.</li>
        <li>
          We share your details with licensed agents only if you submit a form and agree. Agreeing
          to be contacted is never a condition of buying insurance.
        </li>
        <li>
          You can ask agents to stop calling, texting or emailing you at any time, and you can
          withdraw consent, opt out or ask us to access or delete your data on our{' '}
          <Link to="/data-rights">data rights page</Link>.
        </li>
        <li>We do not sell your personal information.</li>
        <li>
          You can review any policy during its free-look period, commonly 10 to 30 days depending on
          your state, and cancel for a refund of premium paid.
        </li>
        <li>You can complain to us, and to a regulator, without any effect on how we treat you.</li>
      </ul>

      <h2>How to make a complaint</h2>
      <p>
        If you think something on our site is misleading, or you are unhappy with how you were
        treated, please tell us. Complaints go to a dedicated address, separate from general
        support:
      </p>
      <ul>
        <li>
          Email: <a href={mailtoHref(company.complaintsEmail)}>{company.complaintsEmail}</a>
        </li>
        <li>
          Mail: {company.legalName}, Attn: Complaints, {companyAddressLine}
        </li>
        <li>
          Phone: {company.supportPhone} ({company.supportHours}); ask for your call to be logged as
          a complaint.
        </li>
      </ul>
      <h3>What happens next</h3>
      <ol>
        <li>
          <strong>Tell us what happened.</strong> Include your name, how to reach you, the page, ad
          or communication involved, the date, and what you would like us to do. Screenshots help.
        </li>
        <li>
          <strong>Acknowledgment within 2 business days.</strong> We confirm that we have received
          your complaint and give you a reference number.
        </li>
        <li>
          <strong>Investigation.</strong> Someone who was not involved in the original issue reviews
          it. If it concerns an agent or insurer, we raise it with them and ask for their response.
        </li>
        <li>
          <strong>Response within 15 business days.</strong> We explain what we found and what we
          will do. If we need longer, we will tell you why and give you a new date, which will
          normally be no more than 30 days from when you first contacted us.
        </li>
        <li>
          <strong>Escalation.</strong> If you are not satisfied, reply and ask for a review by a
          senior manager, who will respond within 10 business days.
        </li>
      </ol>
      <p>
        Our answers about insurance products are limited to what we control. Decisions about
        underwriting, premiums and claims are made by the insurer, which has its own complaint
        process.
      </p>

      <h2>Contacting a regulator</h2>
      <p>You can contact a regulator at any time; you do not need to complete our process first.</p>
      <ul>
        {regulatorPortals.map((portal) => (
          <li key={portal.url}>
            <a href={portal.url} target="_blank" rel="noopener noreferrer">
              {portal.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {': '}
            {portal.description}
          </li>
        ))}
      </ul>
    </LegalPage>
  );
}
