// The entry's own script evaluation holds only the bundler's and the federation runtime's start:
// the app's code runs in later tasks, so the browser can paint and handle input in between.
// Eager mode keeps that code in the entry's chunks: no extra request. Everything the app shares
// with the remotes is eager in the shell (rsbuild.shared.ts), so no federation boundary is needed.
setTimeout(() => import(/* webpackMode: "eager" */ './start-app'));
