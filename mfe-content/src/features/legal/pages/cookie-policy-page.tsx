import { company } from '@termlens/contracts/company';
import { Button } from '@termlens/shared-ui/components/button';
import { mailtoHref } from '@termlens/shared-ui/lib/mailto';
import { Link } from '@termlens/shared-ui/lib/router';
import { useConsentStore } from '@termlens/shared-ui/stores/consent-store';
import { LegalPage } from '../components/legal-page';

const thirdPartyCookies = [
  {
    providerType: 'Web analytics provider',
    purpose:
      'Counts visits and shows which pages and tools are used, so that we can fix problems and improve the site.',
    duration: '2 years',
    optOutLabel: 'Analytics opt-out browser add-on',
    optOutUrl: 'https://tools.google.com/dlpage/gaoptout',
  },
  {
    providerType: 'Social media advertising pixel',
    purpose:
      'Measures whether our ads on a social network lead to visits and quote requests, and helps show our ads to relevant audiences.',
    duration: '90 days',
    optOutLabel: 'Social network ad settings',
    optOutUrl: 'https://www.facebook.com/settings?tab=ads',
  },
  {
    providerType: 'Professional network insight tag',
    purpose:
      'Reports how visitors who arrive from a professional network use the site and measures the results of our campaigns there.',
    duration: '1 year',
    optOutLabel: 'Professional network guest controls',
    optOutUrl: 'https://www.linkedin.com/psettings/guest-controls',
  },
] as const;

export function CookiePolicyPage() {
  // The shell owns the preferences dialog; the shared store opens it from here.
  const openPreferences = useConsentStore((s) => s.openPreferences);
  return (
    <LegalPage
      title="Cookie Policy"
      lastUpdated="January 1, 2025"
      intro={`This policy explains how ${company.name} uses cookies and similar technologies, and how you can control them.`}
    >
      <h2>What cookies are</h2>
      <p>
        Cookies are small text files that a website stores in your browser. They let the site
        remember information between pages or visits, such as your settings or your progress through
        a form. Cookies set by {company.name} are first-party cookies; cookies set by another
        company through our site are third-party cookies. Similar technologies, such as pixels, tags
        and local storage, work in much the same way, and this policy uses &ldquo;cookies&rdquo; to
        cover all of them.
      </p>
      <p>
        Some cookies are deleted when you close your browser (session cookies). Others stay for a
        set period, shown in the table below, or until you delete them (persistent cookies).
      </p>

      <h2>How we use cookies</h2>
      <p>
        We group cookies into four categories. Essential cookies are always on because the site
        cannot work properly without them. The other three categories are off until you allow them,
        and you can change your choice at any time.
      </p>
      <h3>Essential cookies</h3>
      <p>
        These keep the site secure and working: they load pages reliably, protect forms against
        abuse, keep your quote details as you move between steps and remember the cookie choices you
        have made. They do not track you for advertising.
      </p>
      <h3>Analytics cookies</h3>
      <p>
        These tell us how many people visit, which pages and tools they use and where they run into
        problems. We use the results in aggregate to improve the site, for example to make the quote
        form faster to complete.
      </p>
      <h3>Marketing cookies</h3>
      <p>
        These help us understand whether our advertising works, for example whether someone who
        clicked an ad went on to request quotes, and let advertising platforms show our ads to
        people who may be interested. They may be set by the advertising platforms themselves.
      </p>
      <h3>Preference cookies</h3>
      <p>
        These remember choices that make the site more convenient, such as settings you have chosen
        or messages you have dismissed, so that you do not have to set them again on your next
        visit.
      </p>

      <h2>Third-party cookies</h2>
      <p>
        The following third-party cookies are used only if you consent to the relevant category.
        Each provider handles the data under its own privacy policy, and you can also use the
        provider&rsquo;s own opt-out tools listed below.
      </p>
      <table>
        <caption>Third-party cookies used on {company.name}</caption>
        <thead>
          <tr>
            <th scope="col">Provider type</th>
            <th scope="col">Purpose</th>
            <th scope="col">Duration</th>
            <th scope="col">Opt-out</th>
          </tr>
        </thead>
        <tbody>
          {thirdPartyCookies.map((cookie) => (
            <tr key={cookie.providerType}>
              <td>{cookie.providerType}</td>
              <td>{cookie.purpose}</td>
              <td>{cookie.duration}</td>
              <td>
                <a href={cookie.optOutUrl} target="_blank" rel="noopener noreferrer">
                  {cookie.optOutLabel}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Durations are the maximum time a cookie stays in your browser unless you delete it sooner.
        Providers may change their cookies from time to time, and we review this list when they do.
      </p>

      <h2>Changing your choices</h2>
      <p>
        When you first visit, we ask whether you accept analytics, marketing and preference cookies.
        You can change your mind at any time by selecting the &ldquo;Cookie preferences&rdquo; link
        in the footer of every page. Turning a category off stops new cookies in that category from
        being set; cookies already stored may remain until they expire or you delete them in your
        browser.
      </p>
      <p>
        If you are a California resident, you can also opt out of the sharing of personal
        information for targeted advertising on our <Link to="/data-rights">data rights page</Link>.
        Withdrawing consent to cookies does not affect your other privacy rights, which are
        described in our Privacy Policy.
      </p>

      <p>
        <Button variant="secondary" onClick={openPreferences}>
          Change cookie preferences
        </Button>
      </p>

      <h2>Browser controls</h2>
      <p>
        Most browsers let you view, block and delete cookies in their privacy or security settings,
        and many offer private browsing modes that discard cookies when you close the window. You
        can usually block third-party cookies only, or all cookies. Blocking essential cookies may
        stop parts of the site, such as the quote form, from working properly. Because settings are
        stored per browser, you will need to set your preferences separately on each device and
        browser you use.
      </p>
      <p>
        Mobile devices also have advertising settings that let you reset your advertising identifier
        or limit ad tracking.
      </p>

      <h2>Changes and contact</h2>
      <p>
        We update this policy when we change the cookies we use. The &ldquo;Last updated&rdquo; date
        above shows when it last changed. If you have questions, email{' '}
        <a href={mailtoHref(company.privacyEmail)}>{company.privacyEmail}</a>.
      </p>
    </LegalPage>
  );
}
