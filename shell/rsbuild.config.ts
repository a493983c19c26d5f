import { devPorts, frontendConfig } from '../rsbuild.shared';
import { federation } from './module-federation.config';
import { namedChunksManifest } from './named-chunks-manifest';

export default frontendConfig({
  packageDir: import.meta.dirname,
  name: federation.name,
  port: devPorts.shell,
  host: true,
  manifest: namedChunksManifest,
});
