import { ApplyPage } from '../features/apply/apply-page';

export default ApplyPage;
