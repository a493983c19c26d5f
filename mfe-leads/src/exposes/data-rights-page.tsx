import { DataRightsPage } from '../features/data-rights/data-rights-page';

export default DataRightsPage;
