import { usePageMeta } from '@termlens/shared-ui/lib/use-page-meta';
import { findPage } from '@termlens/shared-ui/site/pages';
import { EducationTeasers } from '../features/home/education-teasers';
import { FaqExcerpt } from '../features/home/faq-excerpt';
import { HomeHero } from '../features/home/home-hero';
import { HowItWorks } from '../features/home/how-it-works';
import { Testimonials } from '../features/home/testimonials';
import { RemoteModule } from '../remotes/remote-module';
import { SectionLoading } from '../remotes/section-loading';

const homePage = findPage('/');

/** Home is composed by the shell: its own hero and steps, and sections from three remotes. */
export function HomePage() {
  usePageMeta(homePage);
  return (
    <>
      <HomeHero />
      <RemoteModule
        remote="mfe_content"
        module="news-strip"
        area="the latest news"
        loading={<SectionLoading />}
      />
      <div id="compare">
        <RemoteModule
          remote="mfe_quotes"
          module="compare-section"
          area="the quote comparison"
          loading={<SectionLoading />}
        />
      </div>
      <HowItWorks />
      <div id="estimate">
        <RemoteModule
          remote="mfe_leads"
          module="lead-form-section"
          area="the coverage estimate form"
          loading={<SectionLoading />}
        />
      </div>
      <EducationTeasers />
      <Testimonials />
      <FaqExcerpt />
    </>
  );
}
