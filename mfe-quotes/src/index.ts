import { renderStandalone } from '@termlens/shared-ui/lib/render-standalone';
import { federation } from '../module-federation.config';

renderStandalone(
  'TermLens quotes',
  Object.keys(federation.exposes).map((key) => key.slice(2)),
  (name) => import(`./exposes/${name}.tsx`),
);
