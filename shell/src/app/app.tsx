import { Route, Routes } from '@termlens/shared-ui/lib/router';
import { SiteLayout } from '../layout/site-layout';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PageLoading } from '../remotes/page-loading';
import { RemoteModule } from '../remotes/remote-module';
import { useSiteMap } from '../site/site-map-context';
import { PageMetaFor } from './page-meta-for';

export function App() {
  const { routes } = useSiteMap();
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        {routes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <>
                <PageMetaFor page={route} />
                <RemoteModule
                  key={route.path}
                  remote={route.remote}
                  module={route.module}
                  area="this page"
                  loading={<PageLoading />}
                />
              </>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
