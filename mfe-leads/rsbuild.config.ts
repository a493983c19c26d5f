import { devPorts, frontendConfig } from '../rsbuild.shared';
import { federation } from './module-federation.config';

export default frontendConfig({
  packageDir: import.meta.dirname,
  ...federation,
  port: devPorts['mfe-leads'],
});
