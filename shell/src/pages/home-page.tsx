import { findPage } from '@termlens/contracts/site-pages';
import { usePageMeta } from '@termlens/shared-ui/lib/use-page-meta';
import { lazy, Suspense } from 'react';
import { EducationTeasers } from '../features/home/education-teasers';
import { HomeHero } from '../features/home/home-hero';
import { HowItWorks } from '../features/home/how-it-works';
import { Testimonials } from '../features/home/testimonials';
import { NearViewport } from '../remotes/near-viewport';
import { RemoteModule } from '../remotes/remote-module';
import { SectionLoading } from '../remotes/section-loading';
import { useScrollToHash } from './use-scroll-to-hash';

const homePage = findPage('/');

// The last section, and the only one on home using an accordion: its code loads near the end.
const FaqExcerpt = lazy(() =>
  import('../features/home/faq-excerpt').then((m) => ({ default: m.FaqExcerpt })),
);

/**
 * Home is composed by the shell: its own hero and steps, and sections from three remotes. The
 * remote sections are below the fold, so each loads only as it nears the viewport.
 */
export function HomePage() {
  usePageMeta(homePage);
  useScrollToHash();
  return (
    <>
      <HomeHero />
      <NearViewport placeholder={<SectionLoading />}>
        <RemoteModule
          remote="mfe_content"
          module="news-strip"
          area="the latest news"
          loading={<SectionLoading />}
        />
      </NearViewport>
      <NearViewport id="compare" placeholder={<SectionLoading />}>
        <RemoteModule
          remote="mfe_quotes"
          module="compare-section"
          area="the quote comparison"
          loading={<SectionLoading />}
        />
      </NearViewport>
      <HowItWorks />
      <NearViewport id="estimate" placeholder={<SectionLoading />}>
        <RemoteModule
          remote="mfe_leads"
          module="lead-form-section"
          area="the coverage estimate form"
          loading={<SectionLoading />}
        />
      </NearViewport>
      <EducationTeasers />
      <Testimonials />
      <NearViewport placeholder={<SectionLoading />}>
        <Suspense fallback={<SectionLoading />}>
          <FaqExcerpt />
        </Suspense>
      </NearViewport>
    </>
  );
}
