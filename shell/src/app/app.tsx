import { findPage } from '@termlens/contracts/site-pages';
import { Route, Routes } from '@termlens/shared-ui/lib/router';
import { SiteLayout } from '../layout/site-layout';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PageLoading } from '../remotes/page-loading';
import { RemoteModule } from '../remotes/remote-module';
import { remoteRoutes } from '../site/remote-routes';
import { PageMetaFor } from './page-meta-for';

export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        {remoteRoutes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <>
                <PageMetaFor page={findPage(route.path)} />
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
