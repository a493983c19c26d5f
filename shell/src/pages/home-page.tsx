import type { SiteHomeSection } from '@termlens/contracts/published-site';
import { homePage } from '@termlens/contracts/site-pages';
import { usePageMeta } from '@termlens/shared-ui/lib/use-page-meta';
import { Fragment, lazy, type ReactNode, Suspense } from 'react';
import { EducationTeasers } from '../features/home/education-teasers';
import { HomeHero } from '../features/home/home-hero';
import { HowItWorks } from '../features/home/how-it-works';
import { Testimonials } from '../features/home/testimonials';
import { NearViewport } from '../remotes/near-viewport';
import { RemoteModule } from '../remotes/remote-module';
import { SectionLoading } from '../remotes/section-loading';
import { useSiteMap } from '../site/site-map-context';
import { useScrollToHash } from './use-scroll-to-hash';

// The last section, and the only one on home using an accordion: its code loads near the end.
const FaqExcerpt = lazy(() =>
  import('../features/home/faq-excerpt').then((m) => ({ default: m.FaqExcerpt })),
);

/** The shell's own sections, at the places remotes publish theirs against. */
const ownSections: { order: number; key: string; section: ReactNode }[] = [
  { order: 0, key: 'hero', section: <HomeHero /> },
  { order: 30, key: 'how-it-works', section: <HowItWorks /> },
  { order: 50, key: 'education', section: <EducationTeasers /> },
  { order: 60, key: 'testimonials', section: <Testimonials /> },
  {
    order: 70,
    key: 'faq',
    section: (
      <NearViewport placeholder={<SectionLoading />}>
        <Suspense fallback={<SectionLoading />}>
          <FaqExcerpt />
        </Suspense>
      </NearViewport>
    ),
  },
];

/** A remote's section: below the fold, so its code loads only as it nears the viewport. */
function remoteSection(section: SiteHomeSection): ReactNode {
  return (
    <NearViewport id={section.anchor} placeholder={<SectionLoading />}>
      <RemoteModule
        remote={section.remote}
        module={section.module}
        area={section.area}
        loading={<SectionLoading />}
      />
    </NearViewport>
  );
}

/**
 * Home is composed by the shell: its own hero and steps, and the sections the remotes' current
 * releases publish, each in the place it asks for.
 */
export function HomePage() {
  usePageMeta(homePage);
  useScrollToHash();
  const { homeSections } = useSiteMap();
  const sections = [
    ...ownSections,
    ...homeSections.map((s) => ({
      order: s.order,
      key: `${s.remote}/${s.module}`,
      section: remoteSection(s),
    })),
  ].sort((a, b) => a.order - b.order);
  return (
    <>
      {sections.map(({ key, section }) => (
        <Fragment key={key}>{section}</Fragment>
      ))}
    </>
  );
}
