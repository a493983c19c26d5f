import { company, companyAddressLine } from '@termlens/contracts/company';
import { mailtoHref } from '@termlens/shared-ui/lib/mailto';
import { LegalPage } from '../components/legal-page';

export function EulaPage() {
  return (
    <LegalPage
      title="End User License Agreement"
      lastUpdated="January 1, 2025"
      intro={`This End User License Agreement ("Agreement") is between you and ${company.legalName}. It sets the terms on which you may use the ${company.name} website, quote tools, calculators and related software. Please read it carefully: it includes a binding arbitration agreement and a class-action waiver.`}
    >
      <h2>1. Acceptance</h2>
      <p>
        By accessing or using the {company.name} website, web applications, calculators, quote tools
        and any related software or content (together, the &ldquo;Service&rdquo;), you agree to this
        Agreement and to our Terms of Use. If you do not agree, do not use the Service. You must be
        at least 18 years old to use it.
      </p>

      <h2>2. License grant</h2>
      <p>
        Subject to your compliance with this Agreement, {company.name} grants you a limited,
        personal, non-exclusive, non-transferable, non-sublicensable and revocable license to access
        and use the Service through a standard web browser for your own non-commercial purpose of
        researching and comparing term life insurance. All rights not expressly granted to you are
        reserved by {company.name} and its licensors. The Service is licensed, not sold, and you
        acquire no ownership interest in it.
      </p>

      <h2>3. Restrictions</h2>
      <p>You may not, and may not allow anyone else to:</p>
      <ul>
        <li>
          copy, modify, translate or create derivative works of the Service, except as the law
          expressly permits;
        </li>
        <li>
          reverse engineer, decompile or disassemble any part of the Service, or try to discover its
          source code or rate calculations, except to the extent the law permits despite this
          restriction;
        </li>
        <li>
          use robots, scrapers or other automated tools to extract quotes, rates or content, or to
          submit forms;
        </li>
        <li>
          resell, rent, sublicense or commercially exploit the Service or any quotes it produces;
        </li>
        <li>frame or mirror the Service, or present its content as your own;</li>
        <li>
          bypass, disable or interfere with security features, usage limits or access controls;
        </li>
        <li>
          submit false information or another person&rsquo;s details without their authorization;
        </li>
        <li>use the Service to build a competing product or in any way that breaks the law.</li>
      </ul>

      <h2>4. Quotes and third parties</h2>
      <p>
        Quotes provided through the Service are illustrative and are not offers of insurance.{' '}
        {company.name} is not an insurer. The insurer sets the final price after underwriting, and
        any policy is a contract solely between you and that insurer. Licensed agents you choose to
        be connected with are independent third parties.
      </p>

      <h2>5. No warranty</h2>
      <p>
        The Service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;, with all faults.
        To the maximum extent permitted by law, {company.name} disclaims all warranties, whether
        express, implied or statutory, including implied warranties of merchantability, fitness for
        a particular purpose, title, accuracy and non-infringement. We do not warrant that the
        Service will meet your needs, operate without interruption or errors, or be free of harmful
        components, or that any quote or insurer will be available to you.
      </p>

      <h2>6. Limitation of liability</h2>
      <p>
        To the maximum extent permitted by law, {company.name} will not be liable for any indirect,
        incidental, special, consequential, exemplary or punitive damages, or for lost profits, lost
        data or loss of insurance coverage, arising out of or relating to this Agreement or the
        Service, however caused and even if advised of the possibility. Our total liability for all
        claims relating to the Service will not exceed one hundred US dollars ($100). These limits
        do not apply where the law does not allow them to.
      </p>

      <h2>7. Binding arbitration and class-action waiver</h2>
      <p>
        <strong>Informal resolution first.</strong> Before starting arbitration, you agree to
        contact us in writing at{' '}
        <a href={mailtoHref(company.supportEmail)}>{company.supportEmail}</a> or at{' '}
        {companyAddressLine}, describe the dispute and the relief you want, and give us 30 days to
        try to resolve it informally. We agree to do the same.
      </p>
      <p>
        <strong>Arbitration.</strong> If the dispute is not resolved, you and {company.name} agree
        that any dispute, claim or controversy arising out of or relating to this Agreement or the
        Service will be resolved by binding individual arbitration, rather than in court. The
        arbitration will be administered by the American Arbitration Association under its Consumer
        Arbitration Rules and will take place in New York, New York, unless you and we agree
        otherwise or the arbitrator allows a hearing by phone or video. The arbitrator&rsquo;s
        decision is final and may be entered as a judgment in any court with jurisdiction. This
        arbitration agreement is governed by the Federal Arbitration Act.
      </p>
      <p>
        <strong>Small-claims exception.</strong> Either party may instead bring an individual claim
        in a small-claims court with jurisdiction, as long as the claim stays in that court and is
        brought only on an individual basis.
      </p>
      <p>
        <strong>Class-action waiver.</strong> You and {company.name} may bring claims against each
        other only in an individual capacity, and not as a plaintiff or class member in any class,
        collective, consolidated or representative proceeding. The arbitrator may not consolidate
        claims of more than one person or preside over any form of class or representative
        proceeding. If this waiver is found unenforceable for a particular claim, that claim must be
        decided in court, not in arbitration.
      </p>
      <p>
        <strong>Opting out.</strong> You may opt out of this arbitration agreement by writing to us
        at the address above within 30 days after you first accept this Agreement, including your
        name and a clear statement that you wish to opt out. Opting out does not affect any other
        part of this Agreement.
      </p>

      <h2>8. Governing law</h2>
      <p>
        This Agreement is governed by the laws of the State of New York, without regard to its
        conflict-of-law rules, and by the Federal Arbitration Act for the arbitration provisions.
        For any matter that is not subject to arbitration and is not brought in small-claims court,
        you and {company.name} consent to the exclusive jurisdiction of the state and federal courts
        located in New York County, New York.
      </p>

      <h2>9. Termination</h2>
      <p>
        This Agreement applies for as long as you use the Service. We may suspend or terminate your
        license at any time, with or without notice, if you breach this Agreement or if we
        discontinue the Service. You may stop using the Service at any time. On termination, your
        right to use the Service ends immediately. Sections 3 and 5 through 10 survive termination.
      </p>

      <h2>10. General</h2>
      <p>
        This Agreement, together with our Terms of Use and Privacy Policy, is the entire agreement
        between you and {company.name} about the Service. If any provision is found unenforceable,
        the rest remains in effect. Our failure to enforce a provision is not a waiver. You may not
        assign this Agreement without our consent; we may assign it in connection with a merger,
        acquisition or sale of assets. We may update this Agreement, and the &ldquo;Last
        updated&rdquo; date above shows when it last changed. Material changes to the arbitration
        section will not apply to disputes that arose before the change.
      </p>
    </LegalPage>
  );
}
