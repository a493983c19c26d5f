// The entry's own script evaluation holds only the bundler's and the federation runtime's start:
// the app's code runs in later tasks, so the browser can paint and handle input in between.
// Eager mode keeps that code in the entry's chunks: no extra request.
setTimeout(() => import(/* webpackMode: "eager" */ './start-app'));
