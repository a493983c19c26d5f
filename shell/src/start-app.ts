import { remoteRouteFor } from './app/remote-route-for';
import { remotesRegistered, runtimeConfig } from './remotes/register-remotes';
import { startLoadingRemote } from './remotes/remote-module';

// Remote locations are read from the page (or fetched, under the dev server) while the app
// renders its own first screen; each remote module waits for the registration.
remotesRegistered();

// A page a remote renders starts loading its module now, not once the layout has hydrated.
runtimeConfig().then((config) => {
  const route = remoteRouteFor(location.pathname, config?.site.routes ?? []);
  if (route) startLoadingRemote(route.remote, route.module);
});

// The app (react-dom, the site, hydration) starts in a task of its own: shorter tasks instead of
// one long one (Lighthouse's total blocking time), with the remote's load already under way.
setTimeout(() => import(/* webpackMode: "eager" */ './bootstrap'));
