import { company, companyAddressLine } from '@termlens/contracts/company';
import { healthAnswersPrivacyNotice } from '@termlens/contracts/health-check-choices';
import { mailtoHref } from '@termlens/shared-ui/lib/mailto';
import { Link } from '@termlens/shared-ui/lib/router';
import { LegalPage } from '../components/legal-page';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated="January 1, 2025"
      intro={`This policy explains what personal information ${company.legalName} collects when you use the ${company.name} website, why we collect it, who we share it with and the choices you have.`}
    >
      <h2>Who we are</h2>
      <p>
        {company.name} is an online service, operating since {company.foundedYear}, that lets you
        compare illustrative term life insurance quotes from several insurers. We are not an
        insurance company. When this policy says &ldquo;we&rdquo;, &ldquo;us&rdquo; or
        &ldquo;our&rdquo;, it means {company.legalName}, which is responsible for the personal
        information described here.
      </p>

      <h2>Information we collect</h2>
      <h3>Information you give us</h3>
      <p>
        When you request quotes, ask to be contacted or send us a message, our forms may ask for:
      </p>
      <ul>
        <li>your name, email address and phone number;</li>
        <li>your date of birth, which insurers use to price coverage;</li>
        <li>your ZIP code, because insurance products and rules vary by state;</li>
        <li>
          your coverage preferences, such as the amount of coverage and the term length you are
          interested in;
        </li>
        <li>anything else you choose to tell us, for example in a message to our support team.</li>
      </ul>
      <h3>Health check answers</h3>
      <p>
        After a quote search you may answer optional questions about your health, tobacco use,
        family history and driving record to see the class each insurer would most likely offer you.{' '}
        {healthAnswersPrivacyNotice}
      </p>
      <h3>Information collected automatically</h3>
      <p>
        When you visit the site we receive technical information such as your device and browser
        type, operating system, IP address, approximate location derived from that address, the
        pages you view and the site that referred you. Essential cookies are used to run the site.
        Analytics, marketing and preference cookies are set only if you consent to them; our Cookie
        Policy describes each category and how to change your choices.
      </p>

      <h2>How we use your information</h2>
      <ul>
        <li>to calculate and display illustrative quotes based on the details you enter;</li>
        <li>to connect you with licensed insurance agents when you ask us to;</li>
        <li>to respond to your questions and provide customer support;</li>
        <li>to operate, secure and improve the site, including detecting fraud, spam and abuse;</li>
        <li>
          with your consent, to measure our advertising and send you marketing you have opted into;
        </li>
        <li>to keep records of the consents you give and to meet our legal obligations.</li>
      </ul>
      <p>
        Where data protection laws such as the EU or UK GDPR apply, we rely on your consent (for
        example, for sharing your details with agents and for non-essential cookies), on steps you
        ask us to take before entering into an arrangement, on our legitimate interests in running a
        secure and useful service, and on legal obligations.
      </p>

      <h2>How we share information</h2>
      <p>We share your personal information only in the following situations:</p>
      <ul>
        <li>
          <strong>Licensed agents and insurers, with your consent.</strong> If you submit a form and
          agree to be contacted, we pass the details you provided to one or more licensed insurance
          agents so they can discuss your options. If you decide to apply, your information goes to
          the insurer you choose as part of that application.
        </li>
        <li>
          <strong>Service providers.</strong> Companies that host the site, send email, provide
          analytics or support our operations process data for us under contracts that limit how
          they may use it.
        </li>
        <li>
          <strong>Legal and safety reasons.</strong> We may disclose information when the law
          requires it, to respond to lawful requests from authorities, or to protect the rights and
          safety of our users, the public or {company.name}.
        </li>
        <li>
          <strong>Business transfers.</strong> If {company.name} is involved in a merger,
          acquisition or sale of assets, information may be transferred as part of that transaction,
          subject to this policy.
        </li>
      </ul>

      <h2>We do not sell your personal information</h2>
      <p>
        We do not sell your personal information, and we do not share it with agents or insurers
        unless you ask us to. If you accept marketing cookies, advertising partners may receive
        device and browsing information, which some state laws, including California&rsquo;s, treat
        as &ldquo;sharing&rdquo; for targeted advertising. You can withdraw that consent at any time
        through the &ldquo;Cookie preferences&rdquo; link in the site footer or opt out on our{' '}
        <Link to="/data-rights">data rights page</Link>.
      </p>

      <h2>Security</h2>
      <p>
        We protect personal information with administrative, technical and physical safeguards
        appropriate to its sensitivity, including encrypted connections, restricted access on a
        need-to-know basis and careful selection of service providers. No method of transmission or
        storage is completely secure, but we work to protect your data and will notify you of a
        breach where the law requires.
      </p>

      <h2>How long we keep information</h2>
      <p>
        We keep personal information only for as long as we need it for the purposes described in
        this policy. Form submissions are kept while we handle your request and for a limited period
        afterwards so that we can answer follow-up questions and show that you consented to be
        contacted. Cookie data expires according to the durations in our Cookie Policy. When
        information is no longer needed, we delete it or make it anonymous, unless the law requires
        us to keep it longer.
      </p>

      <h2>Your privacy rights</h2>
      <h3>Rights under the GDPR and similar laws</h3>
      <p>
        Depending on where you live, you may have the right to access the personal information we
        hold about you, to have inaccurate information rectified, to have it erased, to receive it
        in a portable format, to restrict or object to certain processing, and to withdraw consent
        at any time without affecting processing that took place before. You may also complain to
        your local data protection authority.
      </p>
      <h3>Rights under the CCPA and other US state laws</h3>
      <p>
        If you are a California resident, or live in another state with a comprehensive privacy law,
        you may have the right to know what personal information we collect, use and disclose; to
        obtain a copy of it; to correct it; to delete it; and to opt out of any sale or sharing of
        personal information for targeted advertising. You may use an authorized agent to make a
        request on your behalf. We will not discriminate against you for exercising any of these
        rights.
      </p>
      <h3>How to make a request</h3>
      <p>
        Use our <Link to="/data-rights">data rights page</Link> to submit a request for access,
        rectification, erasure, portability, restriction, objection, withdrawal of consent or a CCPA
        opt-out. We may need to verify your identity before acting on a request, and we will only
        use the information you give us for that purpose.
      </p>
      <p>
        We aim to answer GDPR-style requests within about 30 days and CCPA requests within 45 days.
        Where the law allows, we may extend these periods for complex requests; if we do, we will
        tell you why and how long it will take.
      </p>

      <h2>Children</h2>
      <p>
        {company.name} is intended for adults and is not directed at children under 18. We do not
        knowingly collect personal information from anyone under 18. If you believe a child has
        given us information, please contact us and we will delete it.
      </p>

      <h2>Contact us</h2>
      <p>
        For questions about this policy or your personal information, email{' '}
        <a href={mailtoHref(company.privacyEmail)}>{company.privacyEmail}</a> or write to us at:
      </p>
      <address>
        {company.legalName}, Attn: Privacy
        <br />
        {companyAddressLine}
      </address>

      <h2>Changes to this policy</h2>
      <p>
        We may update this policy as our service or the law changes. When we do, we will revise the
        &ldquo;Last updated&rdquo; date above, and if the changes are significant we will give you
        more prominent notice, such as a message on the site.
      </p>
    </LegalPage>
  );
}
