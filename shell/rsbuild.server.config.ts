import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// The shell's server renderer: the same app built for Node.js, loaded by the API to write each
// page's first screen into its HTML. CSS modules keep the browser build's class names (same
// default naming), and no CSS is emitted.
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { 'render-page': './src/server/render-page.tsx' } },
  resolve: { aliasStrategy: 'prefer-alias' },
  output: {
    target: 'node',
    distPath: { root: 'dist-server' },
    cleanDistPath: true,
  },
});
