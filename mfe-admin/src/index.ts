import { federation } from '../module-federation.config';

// A dynamic import: shared modules (shared-ui, React) load through the federation runtime,
// which negotiates them asynchronously before any of them runs.
import('@termlens/shared-ui/lib/render-standalone').then(({ renderStandalone }) =>
  renderStandalone(
    'TermLens admin',
    Object.keys(federation.exposes).map((key) => key.slice(2)),
    (name) => import(`./exposes/${name}.tsx`),
  ),
);
