// Type for CSS Modules imports in every front-end package (rsbuild compiles *.module.css).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
