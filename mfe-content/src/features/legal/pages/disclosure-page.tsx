import { company } from '@termlens/contracts/company';
import { sampleInsurersNotice } from '@termlens/contracts/sample-insurers';
import { mailtoHref } from '@termlens/shared-ui/lib/mailto';
import { LegalPage } from '../components/legal-page';

export function DisclosurePage() {
  return (
    <LegalPage
      title="Affiliate Disclosure"
      lastUpdated="January 1, 2025"
      intro={`${company.name} is free for you to use because insurers and insurance agents pay us. This page explains how that works and what it does and does not affect.`}
    >
      <h2>Who we are</h2>
      <p>
        {company.name}, operated by {company.legalName} since {company.foundedYear}, is a comparison
        website for term life insurance. We show illustrative quotes from several insurers side by
        side so that you can see how prices and features compare. We are not an insurance company:
        we do not issue policies, decide who is approved, set premiums or pay claims.
      </p>
      <p>{sampleInsurersNotice}</p>

      <h2>How we earn money</h2>
      <p>
        We do not charge visitors a fee, and using the site will never add anything to your premium.
        Instead, we receive compensation from insurers and from licensed insurance agents and
        agencies. Depending on the arrangement, we may be paid:
      </p>
      <ul>
        <li>
          <strong>for introductions</strong>, when you submit a form, agree to be contacted and we
          pass your details to a licensed agent;
        </li>
        <li>
          <strong>when a policy is placed</strong>, as a share of the commission an agent or agency
          earns if you buy a policy after being referred by us;
        </li>
        <li>
          <strong>for advertising</strong>, when an insurer or agency pays for a sponsored placement
          or advertisement on the site.
        </li>
      </ul>
      <p>
        The amounts vary between companies and can change over time. These payments are what allow
        us to keep the comparison tools and educational content free.
      </p>

      <h2>What compensation can influence</h2>
      <p>
        We want to be direct about this: the compensation we receive may influence which insurers
        appear on the site, and where and how prominently they appear. We do not include every
        insurer or every product available in the market, and an insurer that does not work with us
        may offer a policy that suits you as well as or better than the ones we show.
      </p>
      <p>
        If we show a sponsored placement or advertisement, it is labeled as sponsored so that you
        can tell it apart from quote results.
      </p>

      <h2>What compensation does not influence</h2>
      <p>
        Compensation does not change the quoted prices. Each illustrative quote is calculated by our
        own pricing model, the same way for every insurer, using the details you enter, such as your
        age, coverage amount, term length, tobacco use and state. No insurer or agent can pay to
        make its own quote look cheaper or a competitor&rsquo;s look more expensive.
      </p>
      <p>
        Compensation also does not decide whether you are approved or what you finally pay. The
        quotes on our site are illustrative, and the insurer sets the final price after
        underwriting.
      </p>
      <p>
        Our educational articles and guides are written to be accurate and useful to readers, not to
        promote a particular insurer, and we correct errors when we find them.
      </p>

      <h2>Licensed insurance agents</h2>
      <p>
        When you ask to speak with someone about a policy, we connect you with licensed insurance
        agents, who must hold a license in your state to sell you a policy there. Agents are
        independent of {company.name}. Some represent several insurers and others work with a
        smaller number, and they are generally paid a commission by the insurer when a policy is
        sold. You are never obligated to buy anything from an agent, and you are free to apply for
        coverage directly with any insurer, whether or not it appears on our site.
      </p>
      <p>
        We share your details with agents only if you submit a form and agree to it. We do not sell
        your personal information. See our Privacy Policy for details of how your information is
        handled.
      </p>

      <h2>Why we tell you this</h2>
      <p>
        The Federal Trade Commission expects businesses to disclose material connections, such as
        payments, that could affect how consumers view a recommendation. We think you should know
        how we are paid so that you can weigh what you see on the site with that in mind.
      </p>

      <h2>Questions</h2>
      <p>
        If you have questions about our business relationships or how a particular insurer came to
        be shown, email <a href={mailtoHref(company.supportEmail)}>{company.supportEmail}</a> or
        call {company.supportPhone} ({company.supportHours}).
      </p>
    </LegalPage>
  );
}
