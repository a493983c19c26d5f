import { company, companyAddressLine } from '@termlens/contracts/company';
import { sampleInsurersNotice } from '@termlens/contracts/sample-insurers';
import { mailtoHref } from '@termlens/shared-ui/lib/mailto';
import { Link } from '@termlens/shared-ui/lib/router';
import { LegalPage } from '../components/legal-page';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      lastUpdated="January 1, 2025"
      intro={`These Terms of Use govern your use of the ${company.name} website and its tools. By using the site, you agree to them. If you do not agree, please do not use the site.`}
    >
      <h2>About these terms</h2>
      <p>
        The site is operated by {company.legalName} (&ldquo;{company.name}&rdquo;, &ldquo;we&rdquo;,
        &ldquo;us&rdquo;). These terms apply together with our Privacy Policy, Cookie Policy and End
        User License Agreement, which are part of the agreement between you and us. You must be at
        least 18 years old and able to form a binding contract to use the site.
      </p>

      <h2>Using the site</h2>
      <p>
        {company.name} lets you compare illustrative term life insurance quotes from several
        insurers, read educational content, use calculators and, if you choose, ask to be contacted
        by a licensed insurance agent. You may use the site for your own personal, non-commercial
        purposes, in line with these terms and applicable law. We may change, suspend or discontinue
        any part of the site at any time.
      </p>

      <h2>{company.name} is not an insurer</h2>
      <p>
        {company.name} is a comparison service. We do not issue insurance policies, underwrite risk,
        pay claims or collect premiums. Any policy you buy is a contract between you and the insurer
        that issues it, and is governed by that policy&rsquo;s own terms. Insurance products are
        offered through licensed insurance agents and insurers, and not every product or insurer is
        available in every state.
      </p>

      <h2>Quotes are illustrative</h2>
      <p>
        The quotes shown on the site are estimates. They are based on the information you enter and
        on our own pricing model, and each assumes a particular health class. They are not offers of
        coverage. The insurer sets the final price after underwriting, which may include reviewing
        your application, medical and prescription history, driving record and other information.
        Your actual premium may differ from the quote, and an insurer may decline to offer coverage.
        We try to keep rate information current, but we do not guarantee that every quote is
        complete, accurate or available.
      </p>
      <p>{sampleInsurersNotice}</p>

      <h2>No professional advice</h2>
      <p>
        Content on the site, including articles, calculators and comparisons, is general information
        only. It is not financial, insurance, legal, tax or medical advice, and it does not take
        your full circumstances into account. A calculator result is a starting point for your own
        decision, not a recommendation. Consider speaking with a licensed insurance agent or another
        qualified professional before making decisions about coverage.
      </p>

      <h2>Your obligations</h2>
      <p>When you use the site, you agree to:</p>
      <ul>
        <li>
          provide information that is true, accurate and your own, or that you are authorized to
          provide;
        </li>
        <li>not submit another person&rsquo;s contact details without their permission;</li>
        <li>not use the site for any unlawful, fraudulent or misleading purpose;</li>
        <li>
          not scrape, copy or harvest quotes, content or data by automated means, other than
          standard search engine indexing;
        </li>
        <li>
          not interfere with the site&rsquo;s security or operation, or attempt to access systems or
          data you are not authorized to access;
        </li>
        <li>not introduce viruses or other harmful code.</li>
      </ul>
      <p>
        If you submit a form and agree to be contacted, licensed agents may reach you by the methods
        you agreed to. Your consent is not a condition of buying any product, and you can withdraw
        it at any time on our <Link to="/data-rights">data rights page</Link>.
      </p>

      <h2>Intellectual property</h2>
      <p>
        The site and its content, including text, graphics, logos, software, calculators and the
        selection and arrangement of information, are owned by {company.name} or its licensors and
        are protected by copyright, trademark and other laws. The {company.name} name and logo are
        our trademarks. Except for the limited use these terms and our End User License Agreement
        allow, you may not copy, modify, distribute or create derivative works from the site without
        our written permission. Insurer names and logos belong to their respective owners and are
        used for identification only.
      </p>

      <h2>Third-party sites and services</h2>
      <p>
        The site may link to or connect you with third parties, such as insurers, agents and
        regulators. We do not control those parties and are not responsible for their content,
        products, services or privacy practices. Your dealings with them are governed by their own
        terms.
      </p>

      <h2>Disclaimers</h2>
      <p>
        The site is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. To the fullest
        extent permitted by law, we disclaim all warranties, express or implied, including
        warranties of merchantability, fitness for a particular purpose, accuracy and
        non-infringement. We do not warrant that the site will be uninterrupted, error-free or
        secure, or that any quote, product or insurer will be available to you.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        To the fullest extent permitted by law, {company.name} and its officers, employees and
        partners will not be liable for any indirect, incidental, special, consequential or punitive
        damages, or for any loss of profits, data or coverage, arising from your use of, or
        inability to use, the site, even if we were told such damages were possible. Our total
        liability for any claim relating to the site is limited to one hundred US dollars ($100).
        Some jurisdictions do not allow certain limitations, so parts of this section may not apply
        to you.
      </p>

      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of the State of New York, without regard to its
        conflict-of-law rules. Disputes covered by the arbitration provisions of our End User
        License Agreement will be resolved as that agreement describes. Any other dispute will be
        heard in the state or federal courts located in New York County, New York, and you and we
        consent to their jurisdiction.
      </p>

      <h2>Changes and termination</h2>
      <p>
        We may update these terms from time to time. The &ldquo;Last updated&rdquo; date above shows
        when they last changed, and continued use of the site after an update means you accept the
        revised terms. We may suspend or end your access to the site if you break these terms. If
        any part of these terms is found unenforceable, the rest remains in effect.
      </p>

      <h2>Contact us</h2>
      <p>
        Questions about these terms can be sent to{' '}
        <a href={mailtoHref(company.supportEmail)}>{company.supportEmail}</a>, or call{' '}
        {company.supportPhone} ({company.supportHours}). Our postal address is:
      </p>
      <address>
        {company.legalName}
        <br />
        {companyAddressLine}
      </address>
    </LegalPage>
  );
}
