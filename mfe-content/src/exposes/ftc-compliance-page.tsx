export { FtcCompliancePage as default } from '../features/legal/pages/ftc-compliance-page';
