import type { PageQueries } from '@termlens/shared-ui/lib/page-queries';
import { resourcesQuery } from '../features/resources/hooks/use-resources';

export { ResourcesPage as default } from '../features/resources/components/resources-page';

export const pageQueries: PageQueries = () => [resourcesQuery()];
